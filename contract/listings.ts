import { z } from 'zod';
import { c } from './c';
import { meta } from './metadata';
import {
  AnyPerPageSchema,
  characters,
  commaList,
  IdInputSchema,
  pageQuery,
  paginated,
  tooManyCharacters,
} from './schemas/common';
import { envelope } from './schemas/envelope';
import {
  IdempotencyKeyHeaderSchema,
  IfMatchHeaderSchema,
  IfNoneMatchHeaderSchema,
  PreconditionFailedBodySchema,
} from './schemas/http-headers';
import {
  HasOffersSchema,
  LISTING_PAGE_SIZES,
  ListingSortBySchema,
  ListingSortSchema,
  ListingStatusSchema,
  ListingViewSchema,
  SortDirectionSchema,
  TimeListedSchema,
} from './schemas/enums';
import {
  CreateListingBodySchema,
  ListingCountSchema,
  ListingSchema,
  ListingUserInputSchema,
  PublicListingSchema,
  UpdateListingBodySchema,
  ZIP_MESSAGE,
  ZIP_PATTERN,
} from './schemas/listing';
import { LogEntrySchema } from './schemas/log';
import { SendBuyersEmailsBodySchema } from './schemas/offer';
import { LocationSchema } from './schemas/templates';

export const ListingPageSizeSchema = z.coerce
  .number()
  .int()
  .refine((size) => (LISTING_PAGE_SIZES as readonly number[]).includes(size), 'perPage must be 12, 24 or 48')
  .describe('12, 24 or 48');

const SearchSchema = z
  .string()
  .regex(characters({ max: 200 }), tooManyCharacters(200))
  .trim();

export const ListingListQuerySchema = pageQuery(ListingPageSizeSchema).extend({
  view: ListingViewSchema.optional().describe('all (default), buying or selling'),
  sort: ListingSortSchema.optional(),
  sortBy: ListingSortBySchema.optional().describe('Used only when sort is absent'),
  sortDirection: SortDirectionSchema.optional(),
  timeListed: TimeListedSchema.optional(),
  hasOffers: HasOffersSchema.optional(),
  status: commaList(ListingStatusSchema).optional(),
  search: SearchSchema.optional().describe('Matches the address'),
});
export type ListingListQuery = z.input<typeof ListingListQuerySchema>;

const PublicListingQuerySchema = pageQuery(ListingPageSizeSchema).extend({
  view: z.literal('public'),
  search: SearchSchema.optional(),
});

const ListingIdPath = z.object({ id: IdInputSchema });
const ListingIdParamPath = z.object({ listingId: IdInputSchema });
const LogQuerySchema = pageQuery(AnyPerPageSchema);

export const listingsContract = c.router({
  list: {
    method: 'GET',
    path: '/listing',
    query: ListingListQuerySchema,
    responses: { 200: envelope(paginated(ListingSchema)) },
    summary: "The signed-in user's listings, filtered, sorted and paged",
    metadata: meta('Failed to fetch listing'),
  },
  listPublic: {
    method: 'GET',
    path: '/listing/public',
    query: PublicListingQuerySchema,
    responses: { 200: envelope(paginated(PublicListingSchema)) },
    summary: 'Active listings anyone may search, for submitting an offer',
    metadata: meta('Failed to fetch listing', 'optional'),
  },
  create: {
    method: 'POST',
    path: '/listing',
    contentType: 'multipart/form-data',
    headers: IdempotencyKeyHeaderSchema,
    body: CreateListingBodySchema,
    responses: { 201: envelope(ListingSchema) },
    summary: "Creates a listing (photo required). 403 with challenges when unverified; 403 at the plan's limit",
    metadata: meta('Failed to create listings'),
  },
  update: {
    method: 'PATCH',
    path: '/listing/:id',
    pathParams: ListingIdPath,
    contentType: 'multipart/form-data',
    headers: IfMatchHeaderSchema,
    body: UpdateListingBodySchema,
    responses: { 200: envelope(ListingSchema), 412: PreconditionFailedBodySchema },
    summary: 'Updates a listing; listing agents only, and only while it is active',
    metadata: meta('Failed to update listings'),
  },
  countByTabs: {
    method: 'GET',
    path: '/listing/count-by-tabs',
    responses: { 200: envelope(z.array(ListingCountSchema)) },
    summary: 'How many listings each dashboard view holds',
    metadata: meta('Failed to fetch listing'),
  },
  get: {
    method: 'GET',
    path: '/listing/:id',
    pathParams: ListingIdPath,
    headers: IfNoneMatchHeaderSchema,
    responses: { 200: envelope(ListingSchema), 304: c.noBody() },
    summary: 'One listing by id, as the viewer may see it',
    metadata: meta('Failed to fetch listing', 'optional'),
  },
  getBySlug: {
    method: 'GET',
    path: '/listing/slug/:slug',
    pathParams: z.object({
      slug: z
        .string()
        .min(1)
        .regex(characters({ max: 120 }), tooManyCharacters(120)),
    }),
    headers: IfNoneMatchHeaderSchema,
    responses: { 200: envelope(ListingSchema), 304: c.noBody() },
    summary: 'One listing by slug; anonymous viewers see the listing agent and brokerage',
    metadata: meta('Failed to fetch listing', 'optional'),
  },
  logs: {
    method: 'GET',
    path: '/listing/:listingId/logs',
    pathParams: ListingIdParamPath,
    query: LogQuerySchema,
    responses: { 200: envelope(paginated(LogEntrySchema)) },
    summary: "The listing's log, newest first; perPage 'all' is sent as 9999",
    metadata: meta('Failed to fetch logs'),
  },
  addUser: {
    method: 'POST',
    path: '/listing/:id/users',
    pathParams: ListingIdPath,
    body: z.array(ListingUserInputSchema).length(1),
    responses: { 200: envelope(ListingSchema) },
    summary: 'Adds one person to the listing (a one-element array); unknown e-mails are invited',
    metadata: meta('Failed to add user to listing'),
  },
  removeUser: {
    method: 'DELETE',
    path: '/listing/:listingId/users/:userId',
    pathParams: z.object({ listingId: IdInputSchema, userId: IdInputSchema }),
    responses: { 200: envelope(ListingSchema) },
    summary: 'Removes a person from the listing; the last listing agent cannot be removed',
    metadata: meta('Failed to delete user from listing'),
  },
  locations: {
    method: 'GET',
    path: '/location',
    query: z.object({ zipCode: z.string().max(5, ZIP_MESSAGE).regex(ZIP_PATTERN, ZIP_MESSAGE) }),
    responses: { 200: envelope(z.array(LocationSchema)) },
    summary: 'City, state and county for a zip code',
    metadata: meta('Failed to delete user from listing'),
  },
  sendBuyersEmails: {
    method: 'POST',
    path: '/listing/:listingId/offers/send-buyers-emails',
    pathParams: ListingIdParamPath,
    body: SendBuyersEmailsBodySchema,
    responses: { 200: envelope(z.object({ sent: z.number().int().nonnegative() })) },
    summary: 'E-mails the buying agents who made offers (seller side only)',
    metadata: meta('Failed to send emails'),
  },
  markViewed: {
    method: 'POST',
    path: '/listing/:id/view',
    pathParams: ListingIdPath,
    body: c.noBody(),
    responses: { 200: envelope(z.null()) },
    summary: "Records that the viewer opened the listing (drives 'recently viewed' sorting)",
    metadata: meta('Failed to make request'),
  },
});
