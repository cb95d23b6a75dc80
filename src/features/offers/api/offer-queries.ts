import { useQueries } from '@tanstack/react-query';
import { type OfferListQuery } from '@contract/offers';
import { queryKeys } from '@/lib/api/query-keys';
import { successBody, tsr, unwrap } from '@/lib/tsr';

/*
 * The reads of the offer screens: one offer, its versions, its log, a listing's offers (paged,
 * for the tab; all of them, to choose from) and a chosen few (compare). The listing itself
 * comes from src/lib/api/listing.ts.
 */

/** GET offers/{offerId}: the current version. */
export const useOffer = (offerId: number) =>
  tsr.offers.get.useQuery({
    queryKey: queryKeys.offers.detail(offerId),
    queryData: { params: { offerId } },
    select: unwrap,
  });

/** GET offers/{offerId}/versions, every version at once (9999 per page). */
export const useOfferVersions = (offerId: number) =>
  tsr.offers.versions.useQuery({
    queryKey: queryKeys.offers.versions(offerId),
    queryData: { params: { offerId }, query: { perPage: 9999 } },
    select: (response) => unwrap(response).data,
  });

/** GET offers/{offerId}/logs, one page. */
export const useOfferLogs = (offerId: number, page: number, perPage: number) =>
  tsr.offers.logs.useQuery({
    queryKey: queryKeys.offers.logs(offerId, { page, perPage }),
    queryData: { params: { offerId }, query: { page, perPage } },
    select: unwrap,
  });

/** GET listing/{listingId}/offers: one page of the offers tab. */
export const useListingOffers = (listingId: number | undefined, query: OfferListQuery) =>
  tsr.offers.listForListing.useQuery({
    queryKey: queryKeys.offers.forListing(listingId ?? 0, query),
    queryData: { params: { listingId: listingId ?? 0 }, query },
    select: unwrap,
    enabled: listingId !== undefined,
    placeholderData: (previous) => previous,
  });

/**
 * How long the unpaged list stays fresh: an agent opening offer after offer (each page works
 * out its escalated price from every offer) does not fetch all of them again each time. Any
 * change to an offer invalidates it at once; an offer submitted by someone else meanwhile is
 * caught by useRefreshForUnknownOffers.
 */
const OFFER_CHOICES_FRESH_MS = 30_000;

/** GET listing/{listingId}/offers/list: every offer the user may see, to choose from (compare, send to sellers). */
export const useOfferChoices = (listingId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  tsr.offers.compareList.useQuery({
    queryKey: queryKeys.offers.choices(listingId),
    queryData: { params: { listingId }, query: {} },
    select: (response) => unwrap(response).data,
    enabled,
    staleTime: OFFER_CHOICES_FRESH_MS,
  });

/** GET listing/{listingId}/offers/list?ids[]=...: the offers chosen for comparison, in that order. */
export const useComparedOffers = (listingId: number | undefined, ids: readonly number[]) =>
  tsr.offers.compareList.useQuery({
    queryKey: queryKeys.offers.compare(listingId ?? 0, ids),
    queryData: { params: { listingId: listingId ?? 0 }, query: { ids: [...ids] } },
    select: (response) => unwrap(response).data,
    enabled: listingId !== undefined && ids.length > 0,
  });

/**
 * The version before the current one of each offer (compare's change in net return), or null
 * for an initial offer. Fetched only when `enabled`: only the net-return viewers need it.
 */
export const usePreviousVersions = (offerIds: readonly number[], enabled: boolean) =>
  useQueries({
    queries: offerIds.map((offerId) => ({
      queryKey: queryKeys.offers.previousVersion(offerId),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const page = successBody(
          await tsr.offers.versions.query({ params: { offerId }, query: { perPage: 2 }, fetchOptions: { signal } }),
        );
        return page.data[1] ?? null;
      },
      enabled,
    })),
    combine: (results) => new Map(offerIds.map((offerId, index) => [offerId, results[index]?.data ?? null])),
  });
