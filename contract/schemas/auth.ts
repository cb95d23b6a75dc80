import { z } from 'zod';
import { checkObjectRules, withRules, type ObjectRule } from '../rules/object-rules';
import {
  characters,
  EmailSchema,
  keyUpTo,
  MAX_TEXT,
  PasswordSchema,
  PhoneSchema,
  requiredText,
  tooManyCharacters,
} from './common';
import { MESSAGES } from './messages';

// The bodies that sign a user in are in sign-in.ts, passed on here.
export { ForgotPasswordBodySchema, GoogleLoginBodySchema, LoginBodySchema, TokenLoginBodySchema } from './sign-in';

/** The password typed twice: the second is checked only against the first, but never longer than any password. */
const RepeatPasswordSchema = z.string().regex(characters({ max: MAX_TEXT }), MESSAGES.tooLong);

type RepeatedPassword = { password: string; repeatPassword: string };

const PASSWORDS_MATCH: ObjectRule<RepeatedPassword> = {
  kind: 'equal',
  field: 'repeatPassword',
  to: 'password',
  message: MESSAGES.passwordsMatch,
};

export const ResetPasswordBodySchema = withRules(
  z.object({
    token: keyUpTo(512),
    password: PasswordSchema,
    repeatPassword: RepeatPasswordSchema,
  }),
  [PASSWORDS_MATCH],
);

const TermsAcceptedSchema = z.literal(true, {
  errorMap: () => ({ message: MESSAGES.terms }),
});

/** Agent sign-up. */
export const SignupReaFieldsSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  repeatPassword: RepeatPasswordSchema,
  phoneNumber: PhoneSchema,
  isAgreeToTac: TermsAcceptedSchema,
  fullName: requiredText(),
  brokerage: requiredText(),
  hasTeam: z
    .string()
    .regex(characters({ max: 10 }), tooManyCharacters(10))
    .describe("'yes' means the agent works in a team"),
  teamName: z
    .string()
    .regex(characters({ max: MAX_TEXT }), MESSAGES.tooLong)
    .nullable()
    .optional(),
  'auth-token': z
    .string()
    .regex(characters({ max: 512 }), tooManyCharacters(512))
    .nullable()
    .optional()
    .describe('Present when sign-up follows a magic link'),
});

type SignupReaRuled = Pick<
  z.infer<typeof SignupReaFieldsSchema>,
  'password' | 'repeatPassword' | 'hasTeam' | 'teamName'
>;

const SIGNUP_REA_RULES: readonly ObjectRule<SignupReaRuled>[] = [
  PASSWORDS_MATCH,
  { kind: 'requires', when: { field: 'hasTeam', is: 'yes' }, fields: { teamName: 'present' } },
];

/** The sign-up's rules between fields, exported so that the client's form applies exactly the API's. */
export const signupReaRules = checkObjectRules(SIGNUP_REA_RULES);

export const SignupReaBodySchema = withRules(SignupReaFieldsSchema, SIGNUP_REA_RULES);

/** A magic-link invitation that still needs a password (the magic-link sign-up). */
export const SignupRequiredSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  email: z.string(),
  hasPhoneNumber: z.boolean().describe('true: the sign-up must ask for a phone number'),
  termsRequired: z.boolean().describe('true: the terms step follows the password step'),
});

export const InvitationSignupBodySchema = withRules(
  z.object({
    password: PasswordSchema,
    repeatPassword: RepeatPasswordSchema,
    phoneNumber: PhoneSchema.nullable().optional(),
    isAgreeToTac: z.boolean().optional(),
  }),
  [PASSWORDS_MATCH],
);

export const AuthTokenHeaderSchema = z.object({
  'auth-token': z.string().min(1).max(512),
});
