import type { HttpHandler } from 'msw';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { loginWithGoogle } from './login-with-google';
import { loginWithToken } from './login-with-token';
import { logout } from './logout';
import { resetPassword } from './reset-password';
import { signupAgent } from './signup-agent';

/** The auth domain's handlers, one per route of contract.auth. */
export const authHandlers: readonly HttpHandler[] = [
  login,
  loginWithGoogle,
  loginWithToken,
  signupAgent,
  logout,
  forgotPassword,
  resetPassword,
];
