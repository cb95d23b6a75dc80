import type { SignedOutAtStart } from '@/features/mock-panel/session/adopt-mock-session';
import { runningDemoId } from '@/features/demo/lib/running-demo';
import { session } from '@/lib/session/session';
import type { AppInstance } from './create-app';

/*
 * The mock panel (docs/mock-panel.md): in the dev server, and in a
 * build with the in-browser mock; never in a VITE_MOCK=off production build, whose
 * bundle the budget check searches for its code (scripts/bundle/mock-free.ts). Read from
 * import.meta.env here, in this module: the bundler folds the constant and drops the
 * import (a constant imported from another module it keeps, import and all).
 */
const HAS_MOCK_PANEL = import.meta.env.DEV || import.meta.env.VITE_MOCK !== 'off';

// Loading starts with the bootstrap, beside the mock's own chunk: the app waits for both.
const panelModule = HAS_MOCK_PANEL ? import('@/features/mock-panel/mock-panel-start') : null;
// A failed load is handled where it is awaited; this keeps it from counting as unhandled before then.
panelModule?.catch(() => undefined);

/**
 * Before the app starts: follows a session switched behind its back (the mock's is the
 * truth: adopt-mock-session.ts). Resolves with a user it signed out, for the panel to
 * mention; null when there was nothing to say, or no mock to ask.
 */
export const adoptMockSession = async (): Promise<SignedOutAtStart | null> => {
  if (!panelModule) return null;
  try {
    return await (await panelModule).adoptMockSession(session, `${location.pathname}${location.search}`);
  } catch {
    // No mock answers /__mock (a real API behind the dev server): the app goes on as it is.
    return null;
  }
};

/** Once the first page is drawn (the panel waits for it, so as not to delay it): the toggle in the corner. */
export const startMockPanel = (app: AppInstance, signedOut: SignedOutAtStart | null): void => {
  if (!panelModule) return;
  const host = {
    session: app.services.session,
    sessionActions: app.services.sessionActions,
    router: app.router,
    isDemoRunning: () => runningDemoId() !== null,
  };
  panelModule
    .then((panel) => panel.startMockPanel(host, signedOut))
    .catch((error: unknown) => console.warn('[offerdesk] the mock panel did not load', error));
};
