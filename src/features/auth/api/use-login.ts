import { tsr } from '@/lib/tsr';

/** POST auth/login: e-mail and password; sets the session cookie. */
export const useLogin = () => tsr.auth.login.useMutation();
