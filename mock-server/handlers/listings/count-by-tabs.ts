import { contract } from '@contract';
import { ListingViewSchema } from '@contract/schemas/enums';
import { defineHandler } from '../../framework/define-handler';
import { isInView } from '../../policies/listing-access';
import { rolesByListing } from '../../policies/listing-query/collect';
import { requireUser } from '../../policies/session';

/** How many listings each dashboard view holds (all, buying, selling), by the same rule as GET /listing?view=. */
export const countListingsByTabs = defineHandler(contract.listings.countByTabs, (ctx) => {
  const user = requireUser(ctx);
  const roleSets = [...rolesByListing(ctx.db, user)]
    .filter(([listingId]) => ctx.db.listings.findById(listingId))
    .map(([, roles]) => roles);
  return {
    status: 200,
    body: ListingViewSchema.options.map((view) => ({
      view,
      count: roleSets.filter((roles) => isInView(roles, view)).length,
    })),
  };
});
