import { InvitationSignupBodySchema, type SignupRequiredSchema } from '@contract/schemas/auth';
import { MESSAGES } from '@contract/schemas/messages';
import { PhoneSchema } from '@contract/schemas/common';
import { z } from 'zod';
import { AcceptedTermsSchema } from './accepted-terms';

/** What the 409 of invitations.authorize says the sign-up needs. */
export type SignUpRequirements = Pick<
  z.infer<typeof SignupRequiredSchema>,
  'email' | 'hasPhoneNumber' | 'termsRequired'
>;

/**
 * The magic-link sign-up: the contract's password rules; the phone
 * only when the invitee has one on record (`hasPhoneNumber`), the terms only when
 * `termsRequired`. Fields the invitee is not asked for validate as anything.
 */
export const magicLinkSignUpSchema = ({ hasPhoneNumber, termsRequired }: SignUpRequirements) =>
  InvitationSignupBodySchema.innerType()
    .extend({
      phoneNumber: hasPhoneNumber ? PhoneSchema : z.string(),
      isAgreeToTac: termsRequired ? AcceptedTermsSchema : z.boolean(),
    })
    // The contract's own rule, which its schema keeps private.
    .superRefine((value, ctx) => {
      if (value.password !== value.repeatPassword) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['repeatPassword'], message: MESSAGES.passwordsMatch });
      }
    });

export type MagicLinkSignUpValues = {
  password: string;
  repeatPassword: string;
  phoneNumber: string;
  isAgreeToTac: boolean;
};

export const MAGIC_LINK_SIGN_UP_DEFAULTS: MagicLinkSignUpValues = {
  password: '',
  repeatPassword: '',
  phoneNumber: '',
  isAgreeToTac: false,
};
