/**
 * Starts the in-browser mock backend (a service worker) before the app's first request,
 * unless VITE_MOCK=off. The one bridge from src/ to mock-server/, and a dynamic import so
 * the mock (msw, its database, the fixtures) is a chunk of its own that a build with the
 * mock turned off never loads. The mock picks its scenario and seed from ?scenario= and
 * ?seed= of the page's URL. The test reads import.meta.env itself, a constant of the build,
 * so that a VITE_MOCK=off build drops the import and carries no mock at all (the bundle check
 * of scripts/bundle/mock-free.ts).
 */
export const enableMocking = async (): Promise<void> => {
  if (import.meta.env.VITE_MOCK === 'off') return;
  const { startBrowserMock } = await import('../../mock-server/browser');
  await startBrowserMock({ quiet: import.meta.env.PROD });
  // QA's end-to-end fixtures wait for this before they talk to /__mock/ controls.
  document.documentElement.dataset.mock = 'ready';
};
