import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { unprocessable } from '../../lib/errors';
import { requireUser } from '../../policies/session';
import {
  alreadyVerified,
  destinationOf,
  isVerified,
  MOCK_VERIFICATION_CODE,
  shouldSendCode,
} from '../../policies/verification';

/**
 * "Sends" a code by e-mail or text message: nothing leaves the mock, the code
 * is always MOCK_VERIFICATION_CODE. `force` (the resend link) always issues a
 * new code and resets the wrong-try counter; without it, a code still valid
 * is kept (`sent: false`). 422: no phone number (the spec's message), or the
 * channel is already verified.
 */
export const requestCode = defineHandler(contract.verification.requestCode, async (ctx) => {
  const user = requireUser(ctx);
  const { channel } = ctx.params;
  const sentTo = destinationOf(user, channel);
  if (isVerified(user, channel)) throw unprocessable(alreadyVerified(channel));

  const attempt = ctx.db.verificationAttempts.findBy('userId', user.id).find((row) => row.channel === channel);
  if (!shouldSendCode(attempt, { force: ctx.body.force, sentTo, nowMs: ctx.clock.nowMs() })) {
    return { status: 200, body: { sent: false, channel } };
  }
  const fresh = { code: MOCK_VERIFICATION_CODE, sentTo, sentAt: ctx.clock.now(), failedAttempts: 0, verifiedAt: null };
  if (attempt) await ctx.db.verificationAttempts.update(attempt.id, fresh);
  else await ctx.db.verificationAttempts.insert({ userId: user.id, channel, ...fresh });
  return { status: 200, body: { sent: true, channel } };
});
