import { describe, expect, it } from 'vitest';
import type { Row } from '@mock/db/runtime-schemas';
import {
  checkCode,
  CODE_TTL_MS,
  destinationOf,
  MAX_WRONG_CODES,
  MISSING_PHONE,
  MOCK_VERIFICATION_CODE,
  shouldSendCode,
  wrongCodeMessage,
} from '@mock/policies/verification';
import { messageOf } from './demo-db';
import { SENT_AT, sentMs, verificationAttempt } from './verification-attempt';

const attempt = verificationAttempt;
const check = (row: Row<'verificationAttempts'> | undefined, code = MOCK_VERIFICATION_CODE, nowMs = sentMs + 1000) =>
  checkCode(row, { code, sentTo: 'unverified@offerdesk.test', nowMs });

describe('checkCode', () => {
  it('accepts the fixed code and counts any other as wrong', () => {
    expect(MOCK_VERIFICATION_CODE).toBe('1234');
    expect(check(attempt())).toBe('ok');
    expect(check(attempt(), '4321')).toBe('wrong');
  });

  it(`locks after ${MAX_WRONG_CODES} wrong codes, the right code included`, () => {
    expect(check(attempt({ failedAttempts: MAX_WRONG_CODES - 1 }))).toBe('ok');
    expect(check(attempt({ failedAttempts: MAX_WRONG_CODES }))).toBe('locked');
  });

  it('expires on the mock clock, and knows no code for a used one or another address', () => {
    expect(check(attempt(), MOCK_VERIFICATION_CODE, sentMs + CODE_TTL_MS)).toBe('expired');
    expect(check(undefined)).toBe('none');
    expect(check(attempt({ verifiedAt: SENT_AT }))).toBe('none');
    expect(check(attempt({ sentTo: 'old@offerdesk.test' }))).toBe('none');
  });
});

describe('shouldSendCode', () => {
  it('sends with force, or when no live code exists; keeps a live one otherwise', () => {
    const input = { force: false, sentTo: 'unverified@offerdesk.test', nowMs: sentMs + 1000 };
    expect(shouldSendCode(attempt(), input)).toBe(false);
    expect(shouldSendCode(attempt({ failedAttempts: MAX_WRONG_CODES }), input)).toBe(false);
    expect(shouldSendCode(attempt(), { ...input, force: true })).toBe(true);
    expect(shouldSendCode(undefined, input)).toBe(true);
    expect(shouldSendCode(attempt(), { ...input, nowMs: sentMs + CODE_TTL_MS })).toBe(true);
  });
});

describe('destinationOf', () => {
  const user = { email: 'a@b.test', phoneNumber: null } as Row<'users'>;
  it("is the e-mail or the phone; no phone is the spec's 422", () => {
    expect(destinationOf(user, 'email')).toBe('a@b.test');
    expect(destinationOf({ ...user, phoneNumber: '(555) 123-1234' }, 'phone')).toBe('(555) 123-1234');
    expect(messageOf(() => destinationOf(user, 'phone'))).toBe(MISSING_PHONE);
  });

  it('says how many tries are left', () => {
    expect(wrongCodeMessage(2)).toMatch(/2 tries left\.$/);
    expect(wrongCodeMessage(1)).toMatch(/1 try left\.$/);
    expect(wrongCodeMessage(0)).toMatch(/request a new code\.$/);
  });
});
