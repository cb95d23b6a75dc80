/*
 * Content-Disposition for downloads (RFC 6266): always `attachment`, with an
 * ASCII-only `filename` for old clients and the exact name as
 * `filename*=UTF-8''...` (RFC 8187 percent-encoding), which every current
 * browser prefers. A header carries only Latin-1, so putting the stored name
 * in as it is (a curly apostrophe, CJK, an emoji) throws; this never does.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** RFC 8187's attr-char, minus nothing: what may appear unencoded in `filename*`. */
const percentEncode = (text: string): string =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** Printable ASCII without the quote, the backslash and the percent sign (which some clients decode): one `_` per other character. */
const asciiFallback = (text: string): string => text.replace(/[^\x20-\x7e]|["\\%]/gu, '_');

export const attachmentDisposition = (fileName: string): string => {
  const wellFormed = fileName.replace(LONE_SURROGATE, '\uFFFD');
  return `attachment; filename="${asciiFallback(wellFormed)}"; filename*=UTF-8''${percentEncode(wellFormed)}`;
};
