import { tsr } from '@/lib/tsr';

/** POST auth/forgot-password: e-mails a reset link (the answer is the same for unknown addresses). */
export const useForgotPassword = () => tsr.auth.forgotPassword.useMutation();
