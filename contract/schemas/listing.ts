import { z } from 'zod';
import {
  DateSchema,
  DateTimeSchema,
  EmailSchema,
  IdInputSchema,
  IdSchema,
  ImageSourceSchema,
  MoneySchema,
  optionalText,
  requiredText,
} from './common';
import { acceptedFile } from '../rules/files';
import { checkObjectRules, withRules, type ObjectRule } from '../rules/object-rules';
import { REFUSALS } from '../rules/refusals';
import { ListingRoleSchema, ListingStatusSchema, ListingViewSchema } from './enums';
import { MESSAGES } from './messages';
import { CommissionTemplateSchema, CountySchema, TitleFeeTemplateSchema } from './templates';
import { PersonSchema } from './user';

export const ListingUserSchema = z.object({
  role: ListingRoleSchema,
  user: PersonSchema,
  automaticallyNotify: z
    .boolean()
    .describe('Sellers only: notified as soon as an offer arrives, else only after the listing agent approves it'),
});
export type ListingUser = z.infer<typeof ListingUserSchema>;

export const PropertyImageSchema = z.object({
  url: ImageSourceSchema.describe('A path on this site, an http(s) URL, or a data URL of the photo'),
  fileName: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

/**
 * A listing as its viewer may see it. The seller-side fields (listing
 * commission, flat fee, title fees, conveyance, mortgage payoff) are absent
 * for the buying side and for anonymous viewers: absent, not null.
 */
export const ListingSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  status: ListingStatusSchema,
  isActive: z.boolean().describe('false: the listing is read-only'),
  createdAt: DateTimeSchema,
  viewedAt: DateTimeSchema.nullable().describe('When the viewer last opened it; null if never'),
  activeDate: DateSchema.nullable().describe('An incoming listing becomes active on this date'),
  offersCounter: z.number().int().nonnegative(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.object({ name: z.string() }),
  state: z.object({ name: z.string() }),
  zipCode: z.string(),
  propertyImage: PropertyImageSchema.nullable(),
  account: z.object({ id: IdSchema, brokerage: z.string().nullable() }),
  usersToListing: z.array(ListingUserSchema),
  buyerBrokerCommissions: z
    .array(CommissionTemplateSchema)
    .describe('The buyer broker commission structures a buying agent may choose from'),
  agentCommission: CommissionTemplateSchema.nullable().optional().describe('Seller side only'),
  listingAgentCustomCommission: MoneySchema.nullable().optional().describe('Seller side only: flat fee'),
  titleFeeTemplate: TitleFeeTemplateSchema.nullable().optional().describe('Seller side only'),
  county: CountySchema.nullable().optional().describe('Conveyance fee formula: seller side only'),
  subtractFromMortage: MoneySchema.nullable().optional().describe('Seller side only (spelled as the API does)'),
});
export type Listing = z.infer<typeof ListingSchema>;

/** The public search card: what anyone may see. */
export const PublicListingSchema = ListingSchema.pick({
  id: true,
  slug: true,
  status: true,
  isActive: true,
  addressLine1: true,
  addressLine2: true,
  city: true,
  state: true,
  zipCode: true,
  propertyImage: true,
  account: true,
  createdAt: true,
}).extend({
  listingAgents: z.array(PersonSchema.pick({ id: true, fullName: true })),
});
export type PublicListing = z.infer<typeof PublicListingSchema>;

export const ListingCountSchema = z.object({ view: ListingViewSchema, count: z.number().int().nonnegative() });

export const ZIP_PATTERN = /^\d{5}$/;
const ListingPhotoSchema = acceptedFile({
  types: ['image/png', 'image/jpeg'],
  typeMessage: REFUSALS.photoNotAnImage,
  bytesRule: "its bytes are not a PNG or a JPEG image (its first bytes are read, not its name or its part's type)",
  maxBytes: 10 * 1024 * 1024,
  sizeMessage: 'The photo must be 10 MB or smaller',
});

const ListingPartyInputSchema = z.object({
  email: EmailSchema,
  fullName: optionalText(),
  automaticallyNotify: z.boolean().optional(),
});

export const ZIP_MESSAGE = 'Zip code must be 5 digits';
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Use lowercase letters, digits and dashes';

/** Fields shared by create and update; multipart, values JSON-encoded. */
const ListingFieldsSchema = z.object({
  status: ListingStatusSchema,
  activeDate: DateSchema.nullable().optional(),
  addressLine1: requiredText(),
  addressLine2: optionalText(),
  city: requiredText(),
  state: requiredText(),
  zipCode: z.string({ required_error: MESSAGES.required }).max(5, ZIP_MESSAGE).regex(ZIP_PATTERN, ZIP_MESSAGE),
  countyId: IdInputSchema.nullable().optional(),
  sellers: z.array(ListingPartyInputSchema).max(10),
  listingAgents: z
    .array(ListingPartyInputSchema.omit({ automaticallyNotify: true }))
    .max(10)
    .describe('Co-listing agents besides the creator'),
  agentCommissionId: IdInputSchema.nullable().optional(),
  listingAgentCustomCommission: MoneySchema.nullable().optional(),
  buyerBrokerCommissionIds: z.array(IdInputSchema).max(20),
  titleFeeTemplateId: IdInputSchema.nullable().optional(),
  subtractFromMortage: MoneySchema.nullable().optional(),
  slug: z
    .string()
    .regex(SLUG_PATTERN, SLUG_MESSAGE)
    .max(80)
    .nullable()
    .optional()
    .describe('Advanced: a custom address for the listing page'),
});

const INCOMING_NEEDS_ACTIVE_DATE: readonly ObjectRule<{ status: string; activeDate?: string | null }>[] = [
  { kind: 'requires', when: { field: 'status', is: 'incoming' }, fields: { activeDate: 'present' } },
];

/** An incoming listing needs its Active Date. Exported so the client's form applies the API's own rule. */
export const incomingNeedsActiveDate = checkObjectRules(INCOMING_NEEDS_ACTIVE_DATE);

export const CreateListingBodySchema = withRules(
  ListingFieldsSchema.extend({
    propertyImage: ListingPhotoSchema.describe('Required: all listings must include a photo'),
  }),
  INCOMING_NEEDS_ACTIVE_DATE,
);

export const UpdateListingBodySchema = withRules(
  ListingFieldsSchema.extend({
    propertyImage: ListingPhotoSchema.optional().describe('Absent: keep the current photo'),
  }),
  INCOMING_NEEDS_ACTIVE_DATE,
);

export const ListingUserInputSchema = z.object({
  email: EmailSchema,
  fullName: optionalText(),
  role: ListingRoleSchema,
  automaticallyNotify: z.boolean().optional(),
});
