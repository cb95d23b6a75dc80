import type { DataRouter } from 'react-router';
import type { SessionActions } from '@/lib/session/session-actions';
import type { SessionStore } from '@/lib/session/session-store';

/**
 * What the panel needs of the running app (src/app/mock-panel.ts hands it over): the
 * session and its actions, so that a persona switched in the panel is the app's user
 * at once, and the router, to re-run the guards after a switch.
 */
export type MockPanelHost = {
  session: SessionStore;
  sessionActions: SessionActions;
  router: Pick<DataRouter, 'navigate' | 'revalidate' | 'state' | 'subscribe'>;
  /** Whether a sales demo runs (/demo): the panel then keeps out of the way. */
  isDemoRunning: () => boolean;
};
