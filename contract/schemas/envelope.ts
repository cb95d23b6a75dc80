import { z } from 'zod';
import { VerificationChallengeSchema } from './enums';

/** Every success is `{ success: true, body }` (docs/contract.md, "Envelope and errors"). */
export const envelope = <TBody extends z.ZodTypeAny>(body: TBody) => z.object({ success: z.literal(true), body });

/** Every failure is a non-2xx status with this body. */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z
    .record(z.string())
    .optional()
    .describe('Field errors keyed by dotted field path, e.g. "inspections.0.days"'),
  challenges: z
    .array(VerificationChallengeSchema)
    .optional()
    .describe('On a 403: the verifications the user must complete first'),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A 400 always names the fields that were wrong. */
export const ValidationErrorBodySchema = ErrorBodySchema.extend({
  errors: z.record(z.string()),
});

/** 403 with challenges starts verification. */
const ForbiddenBodySchema = ErrorBodySchema;

/** Declared once for every route (docs/contract.md, "Envelope and errors"). */
export const commonResponses = {
  400: ValidationErrorBodySchema,
  401: ErrorBodySchema,
  403: ForbiddenBodySchema,
  404: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
  500: ErrorBodySchema,
} as const;

export const ERROR_STATUSES = [400, 401, 403, 404, 413, 415, 422, 429, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];
export const EmptyBodySchema = z.object({}).strict().describe('An empty JSON object');
