import { describe, expect, it } from 'vitest';
import { allowedSettingsTabs } from '@/lib/settings-tabs';
import { makeUser } from '../support/users';

const keys = (user: Parameters<typeof allowedSettingsTabs>[0]) => allowedSettingsTabs(user).map((tab) => tab.key);

describe('allowedSettingsTabs (spec section 6)', () => {
  it('gives an account admin all five tabs', () => {
    expect(keys(makeUser())).toEqual(['profile', 'title-fees', 'commissions', 'users', 'subscription']);
  });

  it('gives a rea user who is not an admin profile, title fees and commissions', () => {
    expect(keys(makeUser({ account: { role: 'regular' } }))).toEqual(['profile', 'title-fees', 'commissions']);
  });

  it('gives a rea user with no account the same three', () => {
    expect(keys(makeUser({ account: null }))).toEqual(['profile', 'title-fees', 'commissions']);
  });

  it('gives a consumer the profile only', () => {
    expect(keys(makeUser({ userType: 'consumer', account: null }))).toEqual(['profile']);
  });

  it('gives nobody nothing', () => {
    expect(keys(null)).toEqual([]);
  });

  it('links every tab under /settings', () => {
    for (const tab of allowedSettingsTabs(makeUser())) expect(tab.path).toBe(`/settings/${tab.key}`);
  });
});
