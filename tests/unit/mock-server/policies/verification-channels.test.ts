import { describe, expect, it } from 'vitest';
import type { Row } from '@mock/db/runtime-schemas';
import { alreadyVerified, isVerified, verifiedFlag } from '@mock/policies/verification';

// Each verification channel has its own flag on the user: verifying the e-mail address says
// nothing about the phone number, and the refusal to verify twice names the channel.

const user = (isEmailVerified: boolean, isPhoneNumberVerified: boolean) =>
  ({ isEmailVerified, isPhoneNumberVerified }) as Row<'users'>;

describe('a verification channel', () => {
  it('reads and sets its own flag', () => {
    expect(verifiedFlag('email')).toBe('isEmailVerified');
    expect(verifiedFlag('phone')).toBe('isPhoneNumberVerified');
    expect(isVerified(user(true, false), 'email')).toBe(true);
    expect(isVerified(user(true, false), 'phone')).toBe(false);
    expect(isVerified(user(false, true), 'email')).toBe(false);
    expect(isVerified(user(false, true), 'phone')).toBe(true);
  });

  it('says which one is already verified', () => {
    expect(alreadyVerified('email')).toBe('Your e-mail address is already verified');
    expect(alreadyVerified('phone')).toBe('Your phone number is already verified');
  });
});
