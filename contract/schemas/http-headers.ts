import { z } from 'zod';
import { ErrorBodySchema } from './envelope';

/*
 * Optional request headers of conditional and retried requests (RFC 9110,
 * and the IETF Idempotency-Key draft). A client may leave every one out: the
 * answer is then what it always was.
 */

/** Single-resource GETs: answered 304 with no body while the ETag the client holds is still current. */
export const IfNoneMatchHeaderSchema = z.object({
  'if-none-match': z
    .string()
    .max(2000)
    .optional()
    .describe(
      'ETags of earlier answers ("*", W/ allowed): 304 with no body when one is still current. Every 200 carries its ETag',
    ),
});

/** Writes to one resource: refused (412) when it changed since the client read it. */
export const IfMatchHeaderSchema = z.object({
  'if-match': z
    .string()
    .max(2000)
    .optional()
    .describe(
      "The ETag of the resource's GET when the client read it: 412, and nothing changes, when it is no longer current",
    ),
});

/** Creates a client may retry: the same key replays the first answer instead of creating twice. */
export const IdempotencyKeyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe(
      'Unique per submission (a UUID): a retry with the same key and body replays the first 2xx answer (Idempotent-Replayed: true) and creates nothing; the same key with another body is a 422',
    ),
});

export const PreconditionFailedBodySchema = ErrorBodySchema.describe(
  'The resource changed since the If-Match ETag was read',
);
