import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createApp } from './app/create-app';
import { enableMocking } from './app/enable-mocking';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const start = () => {
  // The router runs its first navigation (and its API calls) as soon as it is created, so
  // it is created only once the mock, when there is one, answers.
  const app = createApp({ createRouter: (routes) => createBrowserRouter(routes) });
  createRoot(container).render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
};

enableMocking().then(start, (error: unknown) => {
  // Without the mock every call fails, and the screens say so; a blank page would say nothing.
  console.error('[offerdesk] the in-browser mock backend did not start', error);
  start();
});
