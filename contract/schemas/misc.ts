import { z } from 'zod';
import {
  characters,
  DateTimeSchema,
  EmailSchema,
  IdInputSchema,
  IdSchema,
  LinkSchema,
  MAX_LONG_TEXT,
  optionalText,
  textUpTo,
  tooManyCharacters,
} from './common';
import { withRules } from '../rules/object-rules';
import { InvitationRoleSchema } from './enums';

const PREFERENCE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const PreferenceKeySchema = z
  .string()
  .max(64, 'Unknown preference key')
  .regex(PREFERENCE_KEY_PATTERN, 'Unknown preference key');

export const UserPreferenceSchema = z.object({
  key: PreferenceKeySchema,
  value: z
    .string()
    .regex(characters({ max: 1000 }), tooManyCharacters(1000))
    .describe("Preferences are text, e.g. 'true' or 'false'"),
});
export type UserPreference = z.infer<typeof UserPreferenceSchema>;

export const InvitationSchema = z.object({
  id: IdSchema,
  email: z.string(),
  fullName: z.string().nullable(),
  role: InvitationRoleSchema,
  listingId: IdSchema.nullable(),
  createdAt: DateTimeSchema,
  acceptedAt: DateTimeSchema.nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** Sellers and buyers' agents are invited to a listing; a listing agent without one joins the account. */
export const CreateInvitationBodySchema = withRules(
  z.object({
    email: EmailSchema,
    fullName: optionalText(),
    role: InvitationRoleSchema,
    listingId: IdInputSchema.nullable().optional(),
    automaticallyNotify: z.boolean().optional(),
  }),
  [{ kind: 'requires', when: { field: 'role', is: ['seller', 'buyers_agent'] }, fields: { listingId: 'present' } }],
);

export const SystemNotificationSchema = z.object({
  header: z.string(),
  content: textUpTo(MAX_LONG_TEXT),
});
export type SystemNotification = z.infer<typeof SystemNotificationSchema>;

export const UserNotificationSchema = z.object({
  id: IdSchema,
  title: z.string(),
  body: z.string(),
  url: LinkSchema.nullable(),
  createdAt: DateTimeSchema,
  readAt: DateTimeSchema.nullable(),
});
export type UserNotification = z.infer<typeof UserNotificationSchema>;
