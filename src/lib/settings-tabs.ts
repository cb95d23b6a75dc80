import type { User } from '@contract/schemas/user';
import { paths } from '@/config/paths';

export type SettingsTab = {
  key: 'profile' | 'title-fees' | 'commissions' | 'users' | 'subscription';
  label: string;
  path: string;
};

const PROFILE: SettingsTab = { key: 'profile', label: 'Profile', path: paths.settings.profile.href() };
const TITLE_FEES: SettingsTab = { key: 'title-fees', label: 'Title fees', path: paths.settings.titleFees.href() };
const COMMISSIONS: SettingsTab = { key: 'commissions', label: 'Commissions', path: paths.settings.commissions.href() };
const USERS: SettingsTab = { key: 'users', label: 'Users', path: paths.settings.users.href() };
const SUBSCRIPTION: SettingsTab = {
  key: 'subscription',
  label: 'Subscription',
  path: paths.settings.subscription.href(),
};

/**
 * The settings tabs a user may open, in display order: an account
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
