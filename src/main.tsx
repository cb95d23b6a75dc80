import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// react-router/dom's RouterProvider is the one that wires react-dom's flushSync.
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
