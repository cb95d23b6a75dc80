import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';

/** Ends the session if there is one and always clears the cookie (so it also cleans up a stale one). */
export const logout = defineHandler(contract.auth.logout, async ({ signOut }) => {
  await signOut();
  return { status: 200, body: null };
});
