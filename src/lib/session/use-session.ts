import { useSyncExternalStore } from 'react';
import { session as appSession } from './session';
import type { SessionState, SessionStore } from './session-store';

export const useSessionState = <T>(select: (state: SessionState) => T, store: SessionStore = appSession): T =>
  useSyncExternalStore(store.subscribe, () => select(store.getState()));

export const useCurrentUser = () => useSessionState((state) => state.user);
