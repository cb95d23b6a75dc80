import type { User } from '@contract/schemas/user';

export type SettingsTab = {
  key: 'profile' | 'title-fees' | 'commissions' | 'users' | 'subscription';
  label: string;
  path: string;
};

const PROFILE: SettingsTab = { key: 'profile', label: 'Profile', path: '/settings/profile' };
const TITLE_FEES: SettingsTab = { key: 'title-fees', label: 'Title fees', path: '/settings/title-fees' };
const COMMISSIONS: SettingsTab = { key: 'commissions', label: 'Commissions', path: '/settings/commissions' };
const USERS: SettingsTab = { key: 'users', label: 'Users', path: '/settings/users' };
const SUBSCRIPTION: SettingsTab = { key: 'subscription', label: 'Subscription', path: '/settings/subscription' };

/**
 * The settings tabs a user may open (spec section 6), in display order: an account
 * admin sees all five, a rea user who is not an admin sees profile, title fees and
 * commissions, everyone else the profile only. The desktop menu and the settings tab
 * bar both read this; the route guards (src/app/guards.ts) enforce the same rule.
 */
export const allowedSettingsTabs = (user: Pick<User, 'userType' | 'account'> | null): SettingsTab[] => {
  if (!user) return [];
  if (user.account?.role === 'admin') return [PROFILE, TITLE_FEES, COMMISSIONS, USERS, SUBSCRIPTION];
  if (user.userType === 'rea') return [PROFILE, TITLE_FEES, COMMISSIONS];
  return [PROFILE];
};
