/**
 * Where the API lives. Empty: the same origin, which is where the in-browser
 * mock answers too. `VITE_API_BASE_URL` points the app at another server, and
 * `VITE_MOCK=off` stops the in-browser mock (e.g. to use `npm run mock:serve`
 * through the dev server's proxy, or a real API).
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

export const isBrowserMockEnabled = (): boolean => import.meta.env.VITE_MOCK !== 'off';

export const REQUEST_TIMEOUT_MS = Number(import.meta.env.VITE_REQUEST_TIMEOUT_MS ?? 15_000);
