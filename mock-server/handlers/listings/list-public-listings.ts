import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { mapPage, paginate } from '../../lib/paginate';
import { createdAtMsOf } from '../../policies/listing-query/collect';
import { matchesSearch, searchWordsOf } from '../../policies/listing-query/filter';
import { presentPublicListing } from '../../presenters/listing';

/**
 * The submit-offer search (view=public): every Active listing of every
 * account, since buyers' agents can only submit offers on Active listings,
 * signed in or not. Searched over the address like the dashboard, newest
 * first (id breaks ties), 12 per page by default.
 */
export const listPublicListings = defineHandler(contract.listings.listPublic, (ctx) => {
  const { db, query } = ctx;
  const words = searchWordsOf(query.search);
  const matching = db.listings
    .findBy('status', 'active')
    .filter((listing) => matchesSearch(listing, words))
    .sort((a, b) => createdAtMsOf(b) - createdAtMsOf(a) || b.id - a.id);
  const page = paginate(matching, { page: query.page, perPage: query.perPage });
  return { status: 200, body: mapPage(page, (listing) => presentPublicListing(db, listing)) };
});
