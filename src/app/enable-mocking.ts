import { isBrowserMockEnabled } from '@/config/env';

/**
 * Starts the in-browser mock backend (a service worker) before the app's first request,
 * unless VITE_MOCK=off. The one bridge from src/ to mock-server/, and a dynamic import so
 * the mock (msw, its database, the fixtures) is a chunk of its own that a build with the
 * mock turned off never loads. The mock picks its scenario and seed from ?scenario= and
 * ?seed= of the page's URL.
 */
export const enableMocking = async (): Promise<void> => {
  if (!isBrowserMockEnabled()) return;
  const { startBrowserMock } = await import('../../mock-server/browser');
  await startBrowserMock({ quiet: import.meta.env.PROD });
  // QA's end-to-end fixtures wait for this before they talk to /__mock/ controls.
  document.documentElement.dataset.mock = 'ready';
};
