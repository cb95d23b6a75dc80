import type { tsr } from '@/lib/tsr';
import { useDeferredMutation } from '@/lib/use-deferred-mutation';

type LoginArgs = Parameters<typeof tsr.auth.login.mutate>[0];

const login = async (args: LoginArgs) => (await import('@/lib/tsr')).tsr.auth.login.mutate(args);

/**
 * POST auth/login: e-mail and password; sets the session cookie. The sign-in screen draws
 * before the API client loads; it loads when the form is sent (docs/decisions/0032).
 */
export const useLogin = () => useDeferredMutation(login);
