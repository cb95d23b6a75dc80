import { contract } from '@contract';
import type { Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { defineHandler } from '../../framework/define-handler';
import { mapPage, paginate } from '../../lib/paginate';
import { findListing } from '../../policies/listing-access';
import { visibleOffersOn } from '../../policies/offer-access';
import { selectOffers, type ListedOffer } from '../../policies/offer-list';
import { currentVersionOf } from '../../policies/offer-versions';
import { requireUser } from '../../policies/session';
import { presentOffer } from '../../presenters/offer';

type Listed = ListedOffer & { offer: Row<'offers'>; version: Row<'offerVersions'> };

/** The listing's offers the user may see, each with its current version, in submission order. */
export const listedOffersOn = (db: Database, listingId: number, user: Row<'users'>): Listed[] =>
  visibleOffersOn(db, listingId, user).map((offer) => {
    const version = currentVersionOf(db, offer.id);
    return {
      offer,
      version,
      id: offer.id,
      simpleId: offer.simpleId,
      createdAt: offer.createdAt,
      buyersAgentName: db.users.findById(offer.buyersAgentId)?.fullName ?? '',
      terms: version.terms,
    };
  });

/**
 * The offers tab: the listing's offers visible to the user (a buyers' agent
 * sees only their own), filtered, searched, sorted (policies/offer-list.ts)
 * and paged, 10 per page by default. A listing the user has no offers on is
 * an empty list, not an error: listings are public.
 */
export const listOffers = defineHandler(contract.offers.listForListing, (ctx) => {
  const user = requireUser(ctx);
  const listing = findListing(ctx.db, ctx.params.listingId);
  const { page, perPage, ...filters } = ctx.query;
  const selected = selectOffers(listedOffersOn(ctx.db, listing.id, user), filters);
  const shown = paginate(selected, { page, perPage });
  return { status: 200, body: mapPage(shown, ({ offer, version }) => presentOffer(ctx.db, offer, version, user)) };
});
