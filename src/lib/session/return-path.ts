import { paths } from '@/config/paths';

/**
 * After sign-in the user returns to the stored path, or to / when there is
 * none or it begins with /auth.
 */
export const resolveReturnPath = (stored: string | null | undefined): string =>
  stored && stored.startsWith('/') && !stored.startsWith('//') && !stored.startsWith(paths.auth.signIn.path)
    ? stored
    : paths.home.href();
