import type { User } from '@contract/schemas/user';
import { successBody, tsr } from '@/lib/tsr';

// The session's own API calls, made outside react-query: they run in the router's middleware
// and in sign-out, where there is no component to hold a query.

export const fetchCurrentUser = async (): Promise<User> => successBody(await tsr.user.get.query());

export const logout = (): Promise<unknown> => tsr.auth.logout.mutate({});

/** POST invitations/authorize with the magic link's token. */
export const authorizeMagicLink = async (token: string): Promise<User> =>
  successBody(await tsr.invitations.authorize.mutate({ headers: { 'auth-token': token } }));
