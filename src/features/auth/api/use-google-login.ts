import type { tsr } from '@/lib/tsr';
import { useDeferredMutation } from '@/lib/use-deferred-mutation';

type GoogleLoginArgs = Parameters<typeof tsr.auth.loginWithGoogle.mutate>[0];

const loginWithGoogle = async (args: GoogleLoginArgs) =>
  (await import('@/lib/tsr')).tsr.auth.loginWithGoogle.mutate(args);

/**
 * POST auth/login/google with the provider's access token; sets the session cookie. Loads
 * the API client on first use, like useLogin (docs/decisions/0032).
 */
export const useGoogleLogin = () => useDeferredMutation(loginWithGoogle);
