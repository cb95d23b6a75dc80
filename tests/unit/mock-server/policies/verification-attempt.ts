import type { Row } from '@mock/db/runtime-schemas';
import { MOCK_VERIFICATION_CODE } from '@mock/policies/verification';

/** When the code of verificationAttempt() went out, as stored and in milliseconds. */
export const SENT_AT = '2026-03-02T15:00:00.000Z';
export const sentMs = Date.parse(SENT_AT);

/** The mock's code, e-mailed to the unverified persona at SENT_AT, not used and never mistyped; `patch` changes any of it. */
export const verificationAttempt = (patch: Partial<Row<'verificationAttempts'>> = {}): Row<'verificationAttempts'> => ({
  id: 1,
  userId: 7,
  channel: 'email',
  code: MOCK_VERIFICATION_CODE,
  sentTo: 'unverified@offerdesk.test',
  sentAt: SENT_AT,
  failedAttempts: 0,
  verifiedAt: null,
  ...patch,
});
