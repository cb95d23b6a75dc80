import { c } from './c';
import { meta } from './metadata';
import {
  ForgotPasswordBodySchema,
  GoogleLoginBodySchema,
  LoginBodySchema,
  ResetPasswordBodySchema,
  SignupReaBodySchema,
  TokenLoginBodySchema,
} from './schemas/auth';
import { envelope } from './schemas/envelope';
import { GOOGLE_SIGN_IN_FAILURE } from './schemas/messages';
import { UserSchema } from './schemas/user';
import { z } from 'zod';

const SentSchema = z.object({ sent: z.literal(true) });

export const authContract = c.router({
  login: {
    method: 'POST',
    path: '/auth/login',
    body: LoginBodySchema,
    responses: { 200: envelope(UserSchema) },
    summary: 'Sign in with e-mail and password; sets the session cookie',
    metadata: meta('Failed to make request', 'public', 'starts'),
  },
  loginWithGoogle: {
    method: 'POST',
    path: '/auth/login/google',
    body: GoogleLoginBodySchema,
    responses: { 200: envelope(UserSchema) },
    summary: "Sign in with the third-party provider's access token; sets the session cookie",
    metadata: meta(GOOGLE_SIGN_IN_FAILURE, 'public', 'starts'),
  },
  loginWithToken: {
    method: 'POST',
    path: '/auth/login/token',
    body: TokenLoginBodySchema,
    responses: { 200: envelope(UserSchema) },
    summary: 'Sign in with a one-time token from an e-mail link; sets the session cookie',
    metadata: meta('Failed to make request', 'public', 'starts'),
  },
  signupAgent: {
    method: 'POST',
    path: '/signup/rea',
    body: SignupReaBodySchema,
    responses: { 201: envelope(UserSchema) },
    summary: 'Agent sign-up; consumers cannot self-register. Sets the session cookie',
    metadata: meta('Failed to create an account', 'public', 'starts'),
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    body: c.noBody(),
    responses: { 200: envelope(z.null()) },
    summary: 'Ends the session and clears its cookie',
    metadata: meta('Failed to make request', 'optional', 'ends'),
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    body: ForgotPasswordBodySchema,
    responses: { 200: envelope(SentSchema) },
    summary: 'E-mails a reset link; answers the same whether or not the address is known',
    metadata: meta('Failed to make request', 'public'),
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    body: ResetPasswordBodySchema,
    responses: { 200: envelope(z.null()) },
    summary: 'Sets a new password with the token from the reset e-mail',
    metadata: meta('Failed to make request', 'public'),
  },
});
