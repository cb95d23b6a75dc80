import { z } from 'zod';

/*
 * The enumerations of a signed-in user's own record (UserSchema) and of the challenges the API
 * may answer them with. The app reads that record as it starts, so this module is in its first
 * chunk, which every screen waits for; the other enumerations (enums.ts, which passes these on)
 * load with the screens that use them (the first-load budgets, docs/decisions/0065).
 */

export const UserTypeSchema = z.enum(['rea', 'consumer']);
export type UserType = z.infer<typeof UserTypeSchema>;

export const AccountRoleSchema = z.enum(['regular', 'admin']);
export type AccountRole = z.infer<typeof AccountRoleSchema>;
export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = {
  regular: 'Real Estate Agent',
  admin: 'Real Estate Agent + Account Admin',
};

export const SubscriptionStatusSchema = z.enum([
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'trialing',
  'unpaid',
]);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const VerificationChallengeSchema = z.enum(['email-verification', 'phone-verification']);
export type VerificationChallenge = z.infer<typeof VerificationChallengeSchema>;
