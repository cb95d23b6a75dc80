import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { mapPage, paginate } from '../../lib/paginate';
import { orderedUserListings } from '../../policies/listing-query/ordered';
import { requireUser } from '../../policies/session';
import { presentListingItem } from '../../presenters/listing';

/**
 * The dashboard: the listings the user is a party to, in the chosen view,
 * filtered, sorted and paged (policies/listing-query). One pass to collect,
 * one to filter, one sort, kept until the state changes; only the page's
 * rows are shaped.
 */
export const listListings = defineHandler(contract.listings.list, (ctx) => {
  const { db, query } = ctx;
  const user = requireUser(ctx);
  const sorted = orderedUserListings(db, user, query, ctx.clock.nowMs());
  const page = paginate(sorted, { page: query.page, perPage: query.perPage });
  return { status: 200, body: mapPage(page, (item) => presentListingItem(db, item, user)) };
});
