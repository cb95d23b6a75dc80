import { createContext, useContext } from 'react';
import type { SessionActions } from './session-actions';

/** Provided by the app (src/app/provider.tsx); screens call useSessionActions(). */
export const SessionActionsContext = createContext<SessionActions | null>(null);

/**
 * Sign-in and sign-out for screens:
 *
 *   const { completeSignIn, signOut } = useSessionActions();
 *   onSuccess: (response) => completeSignIn(response.body.body)
 */
export const useSessionActions = (): SessionActions => {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions needs the AppProvider (src/app/provider.tsx) above it');
  return actions;
};
