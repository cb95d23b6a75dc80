import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { HttpError, tooManyRequests, unprocessable } from '../../lib/errors';
import { presentUser } from '../../presenters/user';
import { requireUser } from '../../policies/session';
import {
  checkCode,
  CODE_EXPIRED,
  CODE_TTL_MS,
  destinationOf,
  isVerified,
  MAX_WRONG_CODES,
  NO_CODE,
  TOO_MANY_ATTEMPTS,
  verifiedFlag,
  wrongCodeMessage,
} from '../../policies/verification';

/**
 * Retry-After of the wrong-code lock: a code's lifetime. Waiting alone never
 * lifts the lock (a new code does, at once), so a client that only waits is
 * told to wait as long as the code it holds could have lived at all, never to
 * hammer (docs/decisions/0047).
 */
const LOCKED_RETRY_AFTER_SECONDS = CODE_TTL_MS / 1000;

/**
 * Checks a code against the last one sent on the channel. A wrong code is a
 * 422 with a field error on `code`, and counts; after MAX_WRONG_CODES wrong codes every try is a 429 until
 * a new code is requested. The right code sets the channel's verified flag
 * and answers the user. A channel already verified answers the user as it is
 * (a second tab submitting the same code is not an error).
 */
export const verify = defineHandler(contract.verification.verify, async (ctx) => {
  const user = requireUser(ctx);
  const { channel } = ctx.params;
  const sentTo = destinationOf(user, channel);
  if (isVerified(user, channel)) return { status: 200, body: presentUser(ctx.db, user) };

  const attempt = ctx.db.verificationAttempts.findBy('userId', user.id).find((row) => row.channel === channel);
  const verdict = checkCode(attempt, { code: ctx.body.code, sentTo, nowMs: ctx.clock.nowMs() });
  if (verdict === 'none' || !attempt) throw unprocessable(NO_CODE);
  if (verdict === 'locked') throw tooManyRequests(TOO_MANY_ATTEMPTS, LOCKED_RETRY_AFTER_SECONDS);
  if (verdict === 'expired') throw unprocessable(CODE_EXPIRED);
  if (verdict === 'wrong') {
    // The updater form counts inside the write's turn: two quick wrong tries both count.
    const counted = await ctx.db.verificationAttempts.update(attempt.id, (row) => ({
      failedAttempts: row.failedAttempts + 1,
    }));
    const message = wrongCodeMessage(MAX_WRONG_CODES - counted.failedAttempts);
    // The field error tells the client this 422 is about the code itself, so it
    // keeps the code input open for another try (docs/decisions/0005).
    throw new HttpError(422, message, { errors: { code: message } });
  }
  await ctx.db.verificationAttempts.update(attempt.id, { verifiedAt: ctx.clock.now() });
  const flag =
    verifiedFlag(channel) === 'isEmailVerified' ? { isEmailVerified: true } : { isPhoneNumberVerified: true };
  const updated = await ctx.db.users.update(user.id, flag);
  return { status: 200, body: presentUser(ctx.db, updated) };
});
