import { isListingLimitExceeded } from '@contract/roles';
import type { User } from '@contract/schemas/user';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { isVerified } from '@/lib/session/challenges';
import { session } from '@/lib/session/session';
import type { SessionStore } from '@/lib/session/session-store';

export type GuardRule =
  | 'auth'
  | 'notAuth'
  | 'subscribed'
  | 'notSubscribed'
  | 'inLimit'
  | 'agent'
  | 'accountAdmin'
  | 'emailVerified'
  | 'phoneVerified'
  | 'verified'
  | 'notVerified';

type Guard = { allows: (user: User | null) => boolean; redirectTo: string };

/** Only status active counts as a live subscription. */
const isSubscribed = (user: User | null): boolean => user?.account?.subscription?.status === 'active';

/** Each guard rule (who may open a page) with where a failure sends the user. */
export const GUARDS: Record<GuardRule, Guard> = {
  auth: { allows: (user) => user !== null, redirectTo: paths.auth.signIn.href() },
  notAuth: { allows: (user) => user === null, redirectTo: paths.home.href() },
  subscribed: { allows: isSubscribed, redirectTo: paths.premium.href() },
  notSubscribed: { allows: (user) => !isSubscribed(user), redirectTo: paths.settings.subscription.href() },
  inLimit: {
    allows: (user) => !!user?.account && !isListingLimitExceeded(user.account.usage),
    redirectTo: paths.settings.subscription.href(),
  },
  agent: { allows: (user) => user?.userType === 'rea', redirectTo: paths.settings.root.href() },
  accountAdmin: { allows: (user) => user?.account?.role === 'admin', redirectTo: paths.settings.root.href() },
  emailVerified: { allows: (user) => !!user?.isEmailVerified, redirectTo: paths.settings.verify.href() },
  phoneVerified: { allows: (user) => !!user?.isPhoneNumberVerified, redirectTo: paths.settings.verify.href() },
  verified: { allows: (user) => !!user && isVerified(user), redirectTo: paths.settings.verify.href() },
  notVerified: { allows: (user) => !!user && !isVerified(user), redirectTo: paths.settings.root.href() },
};

/** Where the first failing rule sends the user, or null when every rule passes. */
const evaluateGuards = (rules: readonly GuardRule[], user: User | null): string | null => {
  for (const rule of rules) {
    if (!GUARDS[rule].allows(user)) return GUARDS[rule].redirectTo;
  }
  return null;
};

/**
 * A route loader that applies the rules in order. A failure redirects and
 * stores the original path, so that signing in returns the user there.
 */
export const guard =
  (rules: readonly GuardRule[], store: SessionStore = session) =>
  ({ request }: LoaderFunctionArgs) => {
    const target = evaluateGuards(rules, store.getState().user);
    if (target === null) return null;
    const url = new URL(request.url);
    store.setReturnPath(`${url.pathname}${url.search}`);
    throw redirect(target);
  };
