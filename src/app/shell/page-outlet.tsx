import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from './page-error-boundary';

/** The pages' slot in the frame: a page that throws while rendering shows the generic error screen. */
export function PageOutlet() {
  const { pathname } = useLocation();
  // A new page starts afresh: the error screen belongs to the page that failed.
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}
