import { paths } from '@/config/paths';
import type { AppServices } from './app-services';

export const AUTH_TOKEN_PARAM = 'auth-token';

/**
 * A link carrying `?auth-token=` signs its visitor in. Returns where to go
 * next: on success the same page without the token (or / for an /auth page); otherwise the
 * magic-link screen with the token kept, which explains the failure or, for an invitee with
 * no password yet, starts the sign-up. The page the link pointed to becomes the return path.
 */
export const signInWithMagicLink = async (
  { session, sessionActions }: Pick<AppServices, 'session' | 'sessionActions'>,
  token: string,
  url: URL,
): Promise<string> => {
  const target = new URL(url);
  target.searchParams.delete(AUTH_TOKEN_PARAM);
  const destination = `${target.pathname}${target.search}`;
  const auth = paths.auth.signIn.path;
  const isAuthPage = destination === auth || destination.startsWith(`${auth}/`) || destination.startsWith(`${auth}?`);
  try {
    const { authorizeMagicLink } = await import('./session-calls');
    const user = await authorizeMagicLink(token);
    await sessionActions.completeSignIn(user, { redirect: false });
    return isAuthPage ? paths.home.href() : destination;
  } catch {
    if (!isAuthPage) session.setReturnPath(destination);
    return `${paths.auth.magicLink.href()}?${new URLSearchParams({ [AUTH_TOKEN_PARAM]: token }).toString()}`;
  }
};
