import { tsr } from '@/lib/tsr';

/** POST auth/reset-password: a new password with the token of the reset e-mail; does not sign in. */
export const useResetPassword = () => tsr.auth.resetPassword.useMutation();
