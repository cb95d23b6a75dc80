import type { User } from '@contract/schemas/user';
import { successBody, tsr } from '@/lib/tsr';

/** Token login (auth.loginWithToken) with the one-time token of an e-mail link; sets the session cookie. */
export const loginWithToken = async (token: string): Promise<User> =>
  successBody(await tsr.auth.loginWithToken.mutate({ body: { token } }));
