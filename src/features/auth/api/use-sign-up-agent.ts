import { tsr } from '@/lib/tsr';

/** POST signup/rea: a new agent and their account; sets the session cookie. */
export const useSignUpAgent = () => tsr.auth.signupAgent.useMutation();
