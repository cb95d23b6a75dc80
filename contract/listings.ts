import { z } from 'zod';
import { c } from './c';
import { meta } from './metadata';
import {
  AnyPerPageSchema,
  characters,
  commaList,
  IdInputSchema,
  keyUpTo,
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

/**
 * What the listing lists assume for each parameter left out (the OpenAPI
 * document declares them as `default`). `sort` has none of its own: absent,
 * sortBy and sortDirection decide, and their defaults are createdFirst.
 */
export const LISTING_LIST_DEFAULTS = {
  page: 1,
  perPage: 12,
  view: 'all',
  sortBy: 'createdAt',
  sortDirection: 'desc',
  timeListed: 'any',
  hasOffers: 'all',
} as const;

/** A listing's log, when the client names no page size (it sends 9999 for "all"). */
const LISTING_LOG_PAGE_SIZE = 20;

export const ListingListQuerySchema = pageQuery(ListingPageSizeSchema, LISTING_LIST_DEFAULTS.perPage).extend({
  view: ListingViewSchema.default(LISTING_LIST_DEFAULTS.view).describe('all, buying or selling'),
  sort: ListingSortSchema.optional().describe('Wins over sortBy and sortDirection; absent, they decide'),
  sortBy: ListingSortBySchema.default(LISTING_LIST_DEFAULTS.sortBy).describe('Used only when sort is absent'),
  sortDirection: SortDirectionSchema.default(LISTING_LIST_DEFAULTS.sortDirection).describe(
    'Used only when sort is absent',
  ),
  timeListed: TimeListedSchema.default(LISTING_LIST_DEFAULTS.timeListed),
  hasOffers: HasOffersSchema.default(LISTING_LIST_DEFAULTS.hasOffers),
  status: commaList(ListingStatusSchema).optional().describe('Absent: every status'),
  search: SearchSchema.optional().describe('Matches the address'),
});
export type ListingListQuery = z.input<typeof ListingListQuerySchema>;

const PublicListingQuerySchema = pageQuery(ListingPageSizeSchema, LISTING_LIST_DEFAULTS.perPage).extend({
  view: z.literal('public'),
  search: SearchSchema.optional(),
});

const ListingIdPath = z.object({ id: IdInputSchema });
const ListingIdParamPath = z.object({ listingId: IdInputSchema });
const LogQuerySchema = pageQuery(AnyPerPageSchema, LISTING_LOG_PAGE_SIZE);

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
      slug: keyUpTo(120),
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
