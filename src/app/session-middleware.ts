import { redirect, type MiddlewareFunction } from 'react-router';
import { paths } from '@/config/paths';
import type { AppServices } from './app-services';
import { AUTH_TOKEN_PARAM, signInWithMagicLink } from './magic-link-at-start';

/**
 * The root route's middleware: it runs before every navigation's loaders, the first one
 * included, so the guards always judge an up-to-date user.
 *
 * 1. A URL with `?auth-token=` signs in through the magic link first (the magic-link
 *    screen handles its own token).
 * 2. A stored user that is stale (refreshed over 30 minutes ago, or in a new tab) is fetched
 *    again. A 401 there ends the session through the one-time reaction; any other failure
 *    keeps the stored user, so a flaky network does not sign anybody out.
 */
export const createSessionMiddleware =
  (services: AppServices): MiddlewareFunction =>
  async ({ request }) => {
    const url = new URL(request.url);
    const token = url.searchParams.get(AUTH_TOKEN_PARAM);
    if (token !== null && url.pathname !== paths.auth.magicLink.path) {
      throw redirect(await signInWithMagicLink(services, token, url));
    }
    await services.userRefresher.refreshIfStale();
  };
