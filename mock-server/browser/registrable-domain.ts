/*
 * Stands in for `tldts` in the browser build only (vite.config.ts, resolve.alias).
 * msw's cookie store is tough-cookie, which asks tldts for a host's registrable domain
 * to refuse cookies set on a public suffix. tldts carries the whole public-suffix list
 * (~50 KB gzipped) into the mock chunk. The in-browser mock only sets host-only session
 * cookies (no Domain attribute) for the page's own origin, where that check never runs,
 * so the last two labels of the name are answer enough. Node keeps the real tldts.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export const getDomain = (hostname: string): string | null => {
  if (!hostname || IPV4.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.').filter(Boolean);
  return labels.length < 2 ? null : labels.slice(-2).join('.');
};
