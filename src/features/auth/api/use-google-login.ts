import { tsr } from '@/lib/tsr';

/** POST auth/login/google with the provider's access token; sets the session cookie. */
export const useGoogleLogin = () => tsr.auth.loginWithGoogle.useMutation();
