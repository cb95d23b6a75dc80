import { z } from 'zod';
import { atLeastOneMessage, withRules } from '../rules/object-rules';
import {
  CentsSchema,
  DateTimeSchema,
  IdSchema,
  keyUpTo,
  LinkSchema,
  MAX_LONG_TEXT,
  optionalText,
  requiredText,
} from './common';
import { AccountRoleSchema, InvoiceStatusSchema, SubscriptionChangeReasonSchema } from './enums';
import { SubscriptionSchema, UsageSchema } from './user';

export const SubscriptionSummarySchema = z.object({
  subscription: SubscriptionSchema.nullable().describe('null: the account never subscribed'),
  usage: UsageSchema,
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

export const ChangeSubscriptionBodySchema = z.object({
  productId: keyUpTo(100),
  quantity: z.number().int().min(1).max(1000),
});

export const SubscriptionChangeRequestBodySchema = z.object({
  reason: SubscriptionChangeReasonSchema.describe('One of the listed reasons'),
  message: optionalText(MAX_LONG_TEXT),
});

export const CardSchema = z.object({
  id: z.string(),
  brand: z.string().describe('visa, mastercard, unionpay, amex and discover have icons'),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
});
export type Card = z.infer<typeof CardSchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  createdAt: DateTimeSchema,
  status: InvoiceStatusSchema,
  total: CentsSchema,
  url: LinkSchema.describe("The payment provider's hosted invoice page"),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const UpdateAccountUserBodySchema = withRules(
  z.object({
    fullName: requiredText().optional(),
    role: AccountRoleSchema.optional(),
  }),
  [{ kind: 'atLeastOne', fields: ['fullName', 'role'], message: atLeastOneMessage(['fullName', 'role']) }],
);

export const DeleteAccountUserResultSchema = z.object({
  transferred: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe("Listings moved to the admin; the account's listing count drops by this number"),
});

export const CreateTeamBodySchema = z.object({
  teamName: requiredText(),
  brokerage: requiredText(),
});

export const UpdateTeamBodySchema = withRules(
  z.object({
    teamName: requiredText().optional(),
    brokerage: requiredText().optional(),
  }),
  [{ kind: 'atLeastOne', fields: ['teamName', 'brokerage'], message: atLeastOneMessage(['teamName', 'brokerage']) }],
);

export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: CentsSchema.describe('Cents per user per month'),
  listingLimit: z.number().int().nonnegative().nullable().describe('null: unlimited'),
});
export type Product = z.infer<typeof ProductSchema>;

export const CheckoutSessionBodySchema = z.object({
  productId: keyUpTo(100),
  quantity: z.number().int().min(1).max(1000),
  successUrl: LinkSchema.describe(
    'Where the provider sends the user back after paying; {CHECKOUT_SESSION_ID} becomes the session id',
  ),
  cancelUrl: LinkSchema.describe('Where the provider sends the user back after cancelling'),
});

export const SetupSessionBodySchema = z.object({
  mode: z.literal('setup'),
  successUrl: LinkSchema.describe('Where the provider sends the user back once the card is saved'),
  cancelUrl: LinkSchema.describe('Where the provider sends the user back after cancelling'),
});

export const SessionUrlSchema = z.object({
  id: z.string(),
  url: LinkSchema.describe("The provider's hosted page; the client redirects there"),
});

export const ResourceIdSchema = z.object({ id: IdSchema });
