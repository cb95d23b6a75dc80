import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createApp } from './app/create-app';
import { enableMocking } from './app/enable-mocking';
import { adoptMockSession, startMockPanel } from './app/mock-panel';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// No StrictMode: its second mount in development cancels every query the first one sent and
// sends it again, so the network tab and the mock's journal would show each call twice
// where the production build makes it once (docs/decisions/0050).
const start = async () => {
  const signedOut = await adoptMockSession();
  // The router runs its first navigation (and its API calls) as soon as it is created, so
  // it is created only once the mock, when there is one, answers.
  const app = createApp({ createRouter: (routes) => createBrowserRouter(routes) });
  createRoot(container).render(<App app={app} />);
  startMockPanel(app, signedOut);
};

enableMocking().then(start, (error: unknown) => {
  // Without the mock every call fails, and the screens say so; a blank page would say nothing.
  console.error('[offerdesk] the in-browser mock backend did not start', error);
  void start();
});
