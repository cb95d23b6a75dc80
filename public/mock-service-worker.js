/*
 * The in-browser mock's service worker: msw's own (mockServiceWorker.js, which `msw init` keeps
 * up to date), behind one rule of ours. msw's worker asks the page about every request it sees,
 * the app's own scripts, styles and images included, and the page answers only when its main
 * thread is free: every chunk of a screen waited for the page it was loading into. Requests the
 * mock can never answer (same origin, outside /api/ and /__mock/) now go straight to the
 * network, and msw sees only what its handlers might match.
 */
const MOCKED_PATH = /\/(api|__mock)\//;

addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && !MOCKED_PATH.test(url.pathname)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
