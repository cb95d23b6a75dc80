import { z } from 'zod';
import { MESSAGES } from './messages';
import { characters, EmailSchema, keyUpTo, MAX_TEXT } from './text';

/*
 * The bodies that sign a user in (e-mail and password, Google, a magic link's token) and ask
 * for a new password, apart from the other auth bodies (auth.ts, which passes these on): the
 * sign-in screen checks its form with LoginBodySchema and draws first, so it loads neither the
 * sign-up bodies nor the rules between fields they bring (the first-load budgets,
 * docs/decisions/0065).
 */

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z
    .string()
    .min(1, MESSAGES.required)
    .regex(characters({ max: MAX_TEXT }), MESSAGES.tooLong),
});

export const GoogleLoginBodySchema = z.object({
  accessToken: keyUpTo(4096).describe("The third-party provider's access token"),
});

export const TokenLoginBodySchema = z.object({
  token: keyUpTo(512).describe('A one-time login token from an e-mail link'),
});

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
