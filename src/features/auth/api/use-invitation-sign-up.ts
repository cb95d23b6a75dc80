import { tsr } from '@/lib/tsr';

/** POST invitations/signup with the magic link's auth-token header; sets the session cookie. */
export const useInvitationSignUp = () => tsr.invitations.signup.useMutation();
