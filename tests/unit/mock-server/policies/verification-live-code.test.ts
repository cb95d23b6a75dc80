import { describe, expect, it } from 'vitest';
import type { Row } from '@mock/db/runtime-schemas';
import { CODE_TTL_MS, shouldSendCode } from '@mock/policies/verification';
import { SENT_AT, sentMs, verificationAttempt } from './verification-attempt';

// Opening the verification modal again keeps a live code (and its wrong-try count); a code that
// was used, or was sent to an address the user has since changed, is not live: a new one goes out.

const attempt = (patch: Partial<Row<'verificationAttempts'>> = {}) =>
  verificationAttempt({ sentTo: 'new@offerdesk.test', ...patch });
const input = { force: false, sentTo: 'new@offerdesk.test', nowMs: sentMs + 1000 };

describe('whether opening verification sends a new code', () => {
  it('keeps a live code up to the last millisecond before it expires', () => {
    expect(shouldSendCode(attempt(), { ...input, nowMs: sentMs + CODE_TTL_MS - 1 })).toBe(false);
    expect(shouldSendCode(attempt(), { ...input, nowMs: sentMs + CODE_TTL_MS })).toBe(true);
  });

  it('sends a new code when the last one was already used', () => {
    expect(shouldSendCode(attempt({ verifiedAt: SENT_AT }), input)).toBe(true);
  });

  it('sends a new code when the last one went to an old address', () => {
    expect(shouldSendCode(attempt({ sentTo: 'old@offerdesk.test' }), input)).toBe(true);
  });
});
