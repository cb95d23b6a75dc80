import { contract } from '@contract';
import { handlerRouter } from '../../framework/handler-router';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { loginWithGoogle } from './login-with-google';
import { loginWithToken } from './login-with-token';
import { logout } from './logout';
import { resetPassword } from './reset-password';
import { signupAgent } from './signup-agent';

/** The auth domain's handlers, keyed like contract.auth. */
export const authHandlers = handlerRouter(contract.auth, {
  login,
  loginWithGoogle,
  loginWithToken,
  signupAgent,
  logout,
  forgotPassword,
  resetPassword,
});
