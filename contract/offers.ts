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
import { FinancingTypeSchema, OfferSortBySchema, SortDirectionSchema, TriStateSchema } from './schemas/enums';
import { LogEntrySchema } from './schemas/log';
import {
  ChangeOfferBodySchema,
  CreateOfferBodySchema,
  KeepBestBodySchema,
  OfferSchema,
  OfferVersionSchema,
  RequestBestBodySchema,
  SendToSellersBodySchema,
} from './schemas/offer';

/**
 * What the offer lists assume for each parameter left out (the OpenAPI
 * document declares them as `default`); the filters, absent, filter nothing.
 * sortDirection has no single default: it is the first order the client
 * offers for the sortBy (desc, except asc for the two dates).
 */
export const OFFER_LIST_DEFAULTS = { perPage: 10, page: 1, sortBy: 'createdAt' } as const;

export const OfferListQuerySchema = pageQuery(
  z.coerce.number().int().min(1).max(100),
  OFFER_LIST_DEFAULTS.perPage,
).extend({
  sortBy: OfferSortBySchema.default(OFFER_LIST_DEFAULTS.sortBy).describe('createdAt: the submission, newest first'),
  sortDirection: SortDirectionSchema.optional().describe(
    'Absent: desc, except asc for closingDate and possessionDate (the closest first)',
  ),
  search: z
    .string()
    .regex(characters({ max: 200 }), tooManyCharacters(200))
    .trim()
    .optional(),
  financingType: commaList(FinancingTypeSchema).optional(),
  hasInspections: TriStateSchema.optional(),
  isBuyerAppraisalGapCoverage: TriStateSchema.optional(),
  isEscalationClause: TriStateSchema.optional(),
  isOfferContingentOnAnotherPropertySale: TriStateSchema.optional(),
});
export type OfferListQuery = z.input<typeof OfferListQuerySchema>;

const OfferIdPath = z.object({ offerId: IdInputSchema });
const ListingIdPath = z.object({ listingId: IdInputSchema });
const PagedQuery = pageQuery(AnyPerPageSchema, OFFER_LIST_DEFAULTS.perPage);

export const offersContract = c.router({
  create: {
    method: 'POST',
    path: '/offers',
    contentType: 'multipart/form-data',
    headers: IdempotencyKeyHeaderSchema,
    body: CreateOfferBodySchema,
    responses: { 201: envelope(OfferSchema) },
    summary: 'Submits an offer on an active listing (buying agents); documents as repeated file fields',
    metadata: meta('Failed to create offer'),
  },
  get: {
    method: 'GET',
    path: '/offers/:offerId',
    pathParams: OfferIdPath,
    headers: IfNoneMatchHeaderSchema,
    responses: { 200: envelope(OfferSchema), 304: c.noBody() },
    summary: 'The current version of an offer',
    metadata: meta('Failed to get offer'),
  },
  getDocument: {
    method: 'GET',
    path: '/offers/:offerId/documents/:documentId',
    pathParams: z.object({ offerId: IdInputSchema, documentId: IdInputSchema }),
    responses: {
      200: c.otherResponse({ contentType: 'application/octet-stream', body: c.type<Blob>() }),
    },
    summary: "Downloads one of the offer's documents (the file itself, with its own content type)",
    metadata: meta('Failed to get offer'),
  },
  listForListing: {
    method: 'GET',
    path: '/listing/:listingId/offers',
    pathParams: ListingIdPath,
    query: OfferListQuerySchema,
    responses: { 200: envelope(paginated(OfferSchema)) },
    summary: "A listing's offers; buying agents see only their own",
    metadata: meta('Failed to get offers'),
  },
  approve: {
    method: 'POST',
    path: '/offers/:offerId/approve',
    pathParams: OfferIdPath,
    body: c.noBody(),
    responses: { 200: envelope(OfferSchema) },
    summary: 'Approves the offer to be sent to the sellers (listing agents)',
    metadata: meta('Failed to approve offer'),
  },
  edit: {
    method: 'POST',
    path: '/offers/:offerId/edit',
    pathParams: OfferIdPath,
    contentType: 'multipart/form-data',
    headers: IfMatchHeaderSchema,
    body: ChangeOfferBodySchema,
    responses: { 200: envelope(OfferSchema), 412: PreconditionFailedBodySchema },
    summary: 'The buying agent edits the offer: a new version of type edit',
    metadata: meta('Failed to change an offer'),
  },
  counter: {
    method: 'POST',
    path: '/offers/:offerId/counteroffer',
    pathParams: OfferIdPath,
    contentType: 'multipart/form-data',
    headers: IfMatchHeaderSchema,
    body: ChangeOfferBodySchema,
    responses: { 200: envelope(OfferSchema), 412: PreconditionFailedBodySchema },
    summary: 'The listing agent counters the offer: a new version of type counteroffer',
    metadata: meta('Failed to change an offer'),
  },
  versions: {
    method: 'GET',
    path: '/offers/:offerId/versions',
    pathParams: OfferIdPath,
    query: PagedQuery,
    responses: { 200: envelope(paginated(OfferVersionSchema)) },
    summary: 'The current version first, then earlier versions, newest first; the client asks perPage 9999',
    metadata: meta('Failed to fetch offer versions'),
  },
  compareList: {
    method: 'GET',
    path: '/listing/:listingId/offers/list',
    pathParams: ListingIdPath,
    query: z.object({
      ids: z.array(IdInputSchema).max(50).optional().describe('Sent as ids[]=1&ids[]=2; absent: every offer'),
    }),
    responses: { 200: envelope(z.object({ data: z.array(OfferSchema) })) },
    summary: "A listing's offers for comparison, unpaged",
    metadata: meta('Failed to get offers list'),
  },
  requestBest: {
    method: 'POST',
    path: '/offers/request-best',
    body: RequestBestBodySchema,
    responses: { 200: envelope(z.object({ requested: z.number().int().nonnegative() })) },
    summary: 'Asks the buying agents of the chosen offers for their highest and best (listing agents)',
    metadata: meta('Failed to request best offer'),
  },
  keepBest: {
    method: 'POST',
    path: '/offers/keep-best',
    body: KeepBestBodySchema,
    responses: { 200: envelope(OfferSchema) },
    summary: 'The buying agent keeps the offer as it is; it becomes highest and best',
    metadata: meta('Failed to keep offer same'),
  },
  sendToSellers: {
    method: 'POST',
    path: '/offers/:offerId/send-to-sellers',
    pathParams: OfferIdPath,
    body: SendToSellersBodySchema,
    responses: { 200: envelope(z.object({ sent: z.number().int().nonnegative() })) },
    summary:
      'Sends the chosen offers (ids, on the same listing as offerId) to the sellers; they are approved on the way',
    metadata: meta('Failed to keep offer same'),
  },
  logs: {
    method: 'GET',
    path: '/offers/:offerId/logs',
    pathParams: OfferIdPath,
    query: PagedQuery,
    responses: { 200: envelope(paginated(LogEntrySchema)) },
    summary: "The offer's log, newest first",
    metadata: meta('Failed to fetch logs'),
  },
});
