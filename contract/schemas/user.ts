import { z } from 'zod';
import { DateTimeSchema, EMAIL_PATTERN, IdSchema, MAX_TEXT, textUpTo } from './common';
import { AccountRoleSchema, SubscriptionStatusSchema, UserTypeSchema } from './account-enums';

export const SubscriptionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  price: z.number().int().nonnegative().describe('Cents per user per month'),
  quantity: z.number().int().nonnegative().describe('Number of paid users'),
  status: SubscriptionStatusSchema,
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const UsageSchema = z.object({
  listingCount: z.number().int().nonnegative(),
  listingLimit: z.number().int().nonnegative().nullable().describe('null means unlimited'),
  usersCount: z.number().int().nonnegative(),
});
export type Usage = z.infer<typeof UsageSchema>;

export const TeamSchema = z.object({ id: IdSchema, name: textUpTo(MAX_TEXT) });

export const AccountSchema = z.object({
  id: IdSchema,
  role: AccountRoleSchema.describe("The signed-in user's role in this account"),
  brokerage: textUpTo(MAX_TEXT).nullable(),
  team: TeamSchema.nullable(),
  subscription: SubscriptionSchema.nullable(),
  usage: UsageSchema,
});
export type Account = z.infer<typeof AccountSchema>;

export const UserSchema = z.object({
  id: IdSchema,
  fullName: textUpTo(MAX_TEXT),
  email: textUpTo(MAX_TEXT).regex(EMAIL_PATTERN),
  phoneNumber: z.string().nullable(),
  userType: UserTypeSchema,
  accountId: IdSchema.nullable(),
  isEmailVerified: z.boolean(),
  isPhoneNumberVerified: z.boolean(),
  hasPhoneNumber: z.boolean(),
  account: AccountSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** A person as another user sees them: never more than a name and contact. */
export const PersonSchema = z.object({
  id: IdSchema,
  fullName: z.string(),
  email: z.string().optional(),
  phoneNumber: z.string().nullable().optional(),
});
export type Person = z.infer<typeof PersonSchema>;

export const AgentSchema = PersonSchema.extend({ brokerage: z.string().nullable() });
export type Agent = z.infer<typeof AgentSchema>;

export const AccountUserSchema = z.object({
  id: IdSchema,
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: AccountRoleSchema,
  listingCount: z.number().int().nonnegative(),
  createdAt: DateTimeSchema,
});
export type AccountUser = z.infer<typeof AccountUserSchema>;
