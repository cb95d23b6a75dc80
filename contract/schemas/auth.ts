import { z } from 'zod';
import { EmailSchema, MAX_TEXT, PasswordSchema, PhoneSchema, requiredText } from './common';
import { MESSAGES } from './messages';

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, MESSAGES.required).max(MAX_TEXT, MESSAGES.tooLong),
});

export const GoogleLoginBodySchema = z.object({
  accessToken: z.string().min(1).max(4096).describe("The third-party provider's access token"),
});

export const TokenLoginBodySchema = z.object({
  token: z.string().min(1).max(512).describe('A one-time login token from an e-mail link'),
});

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });

const passwordsMatch = (value: { password: string; repeatPassword: string }, ctx: z.RefinementCtx) => {
  if (value.password !== value.repeatPassword) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['repeatPassword'], message: MESSAGES.passwordsMatch });
  }
};

export const ResetPasswordBodySchema = z
  .object({
    token: z.string().min(1).max(512),
    password: PasswordSchema,
    repeatPassword: z.string(),
  })
  .superRefine(passwordsMatch);

const TermsAcceptedSchema = z.literal(true, {
  errorMap: () => ({ message: MESSAGES.terms }),
});

/** Agent sign-up (spec sections 3 and 5). */
export const SignupReaFieldsSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  repeatPassword: z.string(),
  phoneNumber: PhoneSchema,
  isAgreeToTac: TermsAcceptedSchema,
  fullName: requiredText(),
  brokerage: requiredText(),
  hasTeam: z.string().max(10).describe("'yes' means the agent works in a team"),
  teamName: z.string().max(MAX_TEXT, MESSAGES.tooLong).nullable().optional(),
  'auth-token': z.string().max(512).nullable().optional().describe('Present when sign-up follows a magic link'),
});

export const signupReaRules = (
  value: Pick<z.infer<typeof SignupReaFieldsSchema>, 'password' | 'repeatPassword' | 'hasTeam' | 'teamName'>,
  ctx: z.RefinementCtx,
) => {
  passwordsMatch(value, ctx);
  if (value.hasTeam === 'yes' && !value.teamName?.trim()) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['teamName'], message: MESSAGES.required });
  }
};

export const SignupReaBodySchema = SignupReaFieldsSchema.superRefine(signupReaRules);

/** A magic-link invitation that still needs a password (spec section 4, "Magic-link sign-up"). */
export const SignupRequiredSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  email: z.string(),
  hasPhoneNumber: z.boolean().describe('true: the sign-up must ask for a phone number'),
  termsRequired: z.boolean().describe('true: the terms step follows the password step'),
});

export const InvitationSignupBodySchema = z
  .object({
    password: PasswordSchema,
    repeatPassword: z.string(),
    phoneNumber: PhoneSchema.nullable().optional(),
    isAgreeToTac: z.boolean().optional(),
  })
  .superRefine(passwordsMatch);

export const AuthTokenHeaderSchema = z.object({
  'auth-token': z.string().min(1).max(512),
});
