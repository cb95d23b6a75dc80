import type { RouteObject } from 'react-router';
import { guard } from '../guards';
import { page } from './lazy-page';

/** /auth and its screens: signed-out visitors only; a signed-in user goes to / (spec section 2). */
export const authRoutes: RouteObject = {
  path: 'auth',
  loader: guard(['notAuth']),
  children: [
    { index: true, lazy: page(() => import('@/features/auth/routes/sign-in-route'), 'SignInRoute') },
    { path: 'signup', lazy: page(() => import('@/features/auth/routes/sign-up-role-route'), 'SignUpRoleRoute') },
    {
      path: 'signup/agent',
      lazy: page(() => import('@/features/auth/routes/agent-sign-up-route'), 'AgentSignUpRoute'),
    },
    {
      path: 'signup/consumer',
      lazy: page(() => import('@/features/auth/routes/consumer-sign-up-route'), 'ConsumerSignUpRoute'),
    },
    {
      path: 'forgot-password',
      lazy: page(() => import('@/features/auth/routes/forgot-password-route'), 'ForgotPasswordRoute'),
    },
    {
      path: 'reset-password',
      lazy: page(() => import('@/features/auth/routes/reset-password-route'), 'ResetPasswordRoute'),
    },
    { path: 'magic-link', lazy: page(() => import('@/features/auth/routes/magic-link-route'), 'MagicLinkRoute') },
    {
      path: 'confirm-email',
      lazy: page(() => import('@/features/auth/routes/confirm-email-route'), 'ConfirmEmailRoute'),
    },
  ],
};
