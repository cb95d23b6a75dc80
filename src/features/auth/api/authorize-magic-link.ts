import { SignupRequiredSchema } from '@contract/schemas/auth';
import type { User } from '@contract/schemas/user';
import { getErrorData, isHttpStatus } from '@/lib/api-errors';
import { successBody, tsr } from '@/lib/tsr';
import type { SignUpRequirements } from '../schemas/magic-link-sign-up-schema';

/**
 * POST invitations/authorize with the link's token in the auth-token header. A direct
 * call rather than a mutation hook: the screen runs it once on arrival (and on Try again),
 * and a 409 (the invitee still needs a password) is a step of the flow, not a failure.
 */
export const authorizeMagicLink = async (token: string): Promise<User> =>
  successBody(await tsr.invitations.authorize.mutate({ headers: { 'auth-token': token } }));

/**
 * What a 409 of invitations.authorize says the invitee's sign-up needs
 * (a password, the phone when asked, the terms when required), or null for any other failure.
 */
export const signUpRequirementsOf = (error: unknown): SignUpRequirements | null => {
  if (!isHttpStatus(error, 409)) return null;
  const parsed = SignupRequiredSchema.safeParse(getErrorData(error));
  if (!parsed.success) return null;
  const { email, hasPhoneNumber, termsRequired } = parsed.data;
  return { email, hasPhoneNumber, termsRequired };
};
