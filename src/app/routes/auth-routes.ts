import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { guard } from '../guards';
import { firstScreen, page } from './lazy-page';
import { routePath } from './route-path';

/** /auth and its screens: signed-out visitors only; a signed-in user goes to /. */
export const authRoutes: RouteObject = {
  path: routePath(paths.auth.signIn),
  loader: guard(['notAuth']),
  children: [
    { index: true, lazy: firstScreen(() => import('@/features/auth/routes/sign-in-route'), 'SignInRoute') },
    {
      path: routePath(paths.auth.signUp, paths.auth.signIn),
      lazy: page(() => import('@/features/auth/routes/sign-up-role-route'), 'SignUpRoleRoute'),
    },
    {
      path: routePath(paths.auth.signUpAgent, paths.auth.signIn),
      lazy: page(() => import('@/features/auth/routes/agent-sign-up-route'), 'AgentSignUpRoute'),
    },
    {
      path: routePath(paths.auth.signUpConsumer, paths.auth.signIn),
      lazy: page(() => import('@/features/auth/routes/consumer-sign-up-route'), 'ConsumerSignUpRoute'),
    },
    {
      path: routePath(paths.auth.forgotPassword, paths.auth.signIn),
      lazy: page(() => import('@/features/auth/routes/forgot-password-route'), 'ForgotPasswordRoute'),
    },
    {
      path: routePath(paths.auth.resetPassword, paths.auth.signIn),
      lazy: page(() => import('@/features/auth/routes/reset-password-route'), 'ResetPasswordRoute'),
    },
    {
      path: routePath(paths.auth.magicLink, paths.auth.signIn),
      lazy: page(() => import('@/features/auth/routes/magic-link-route'), 'MagicLinkRoute'),
    },
    {
      path: routePath(paths.auth.confirmEmail, paths.auth.signIn),
      lazy: page(() => import('@/features/auth/routes/confirm-email-route'), 'ConfirmEmailRoute'),
    },
  ],
};
