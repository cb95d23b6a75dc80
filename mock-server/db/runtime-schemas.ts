import { z } from 'zod';
import { DateTimeSchema, IdSchema } from '@contract/schemas/common';
import { VerificationChannelSchema } from '@contract/schemas/enums';
import { RECORD_SCHEMAS } from '@fixtures/model';

/*
 * State that only exists while the mock runs: no scenario seeds it, but a
 * snapshot keeps it, so a reloaded browser tab stays signed in and QA can
 * capture a session mid-flow. The domain engineers who own verification and
 * payments may extend these shapes.
 */

const SessionRecordSchema = z.object({
  id: IdSchema,
  // A secret: 256 random bits (lib/secret-tokens.ts), left out of snapshot hashes.
  token: z.string().min(1),
  userId: IdSchema,
  createdAt: DateTimeSchema,
  // The mock clock at the session's last request: it expires SESSION_IDLE_MS after.
  lastSeenAt: DateTimeSchema,
});

/** The latest code sent to a user on one channel (one row per user and channel). */
const VerificationAttemptRecordSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  channel: VerificationChannelSchema,
  code: z.string(),
  // The address or number the code went to: a code sent to an old e-mail or
  // phone does not verify the one the profile holds now.
  sentTo: z.string(),
  sentAt: DateTimeSchema,
  failedAttempts: z.number().int().nonnegative(),
  verifiedAt: DateTimeSchema.nullable(),
});

/**
 * A session on the mock payment provider's hosted page: `checkout` subscribes
 * to a product, `setup` saves a card. It is finished by the
 * /__mock/payment-sessions/:id/complete or /cancel control (the mock hosted
 * page calls them), which answer the URL to return to.
 */
const PaymentSessionRecordSchema = z.object({
  id: IdSchema,
  accountId: IdSchema,
  userId: IdSchema,
  mode: z.enum(['checkout', 'setup']),
  productId: z.string().nullable().describe('checkout only'),
  quantity: z.number().int().positive().nullable().describe('checkout only'),
  successUrl: z.string(),
  cancelUrl: z.string(),
  url: z.string().describe('The mock hosted page, an app route: /mock-provider/<mode>/<provider id>'),
  status: z.enum(['open', 'complete', 'canceled']),
  createdAt: DateTimeSchema,
  finishedAt: DateTimeSchema.nullable(),
});

/**
 * The first successful answer to a create sent with an Idempotency-Key
 * (state/idempotency.ts): a retry with the same key, user and call replays it.
 */
const IdempotencyRecordSchema = z.object({
  id: IdSchema,
  key: z.string().min(1),
  userId: IdSchema,
  /** The contract route, e.g. offers.create. */
  route: z.string(),
  /** Of the parsed request body, files by content: another body with the same key is a 422. */
  fingerprint: z.string(),
  status: z.number().int(),
  /** The first answer, replayed byte for byte. */
  responseBody: z.string(),
  createdAt: DateTimeSchema,
});

const RUNTIME_SCHEMAS = {
  sessions: SessionRecordSchema,
  verificationAttempts: VerificationAttemptRecordSchema,
  paymentSessions: PaymentSessionRecordSchema,
  idempotencyKeys: IdempotencyRecordSchema,
} as const;

/** Every collection of the database, scenario data first: also the key order of a snapshot. */
export const ALL_SCHEMAS = { ...RECORD_SCHEMAS, ...RUNTIME_SCHEMAS } as const;

export type TableName = keyof typeof ALL_SCHEMAS;
export const TABLE_NAMES = Object.keys(ALL_SCHEMAS) as TableName[];

/** The stored record of a table, as handlers read it (rows are frozen: write through the table). */
export type Row<K extends TableName> = Readonly<z.infer<(typeof ALL_SCHEMAS)[K]>>;
/** What a table stores, before freezing. */
export type RowData<K extends TableName> = z.infer<(typeof ALL_SCHEMAS)[K]>;
