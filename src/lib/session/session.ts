import { createAuthChannel } from './auth-channel';
import { createSessionStore } from './session-store';

/** The app's one session store, shared with other tabs. Tests create their own with createSessionStore. */
export const session = createSessionStore({ channel: createAuthChannel() });
