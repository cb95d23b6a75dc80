import { createAuthChannel } from './auth-channel';
import { createSessionStore } from './session-store';

/**
 * The cross-tab channel. Exported so the app can react to what other tabs did (navigate on
 * their logout) without reacting to this tab's own changes: a BroadcastChannel never hears
 * its own messages.
 */
export const authChannel = createAuthChannel();

/** The app's one session store, shared with other tabs. Tests create their own with createSessionStore. */
export const session = createSessionStore({ channel: authChannel });
