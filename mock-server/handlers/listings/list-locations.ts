import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';

/**
 * City, state and county for a zip code (the listing form fills them in).
 * The county comes as id and name only, to everyone, agents included: the
 * conveyance-fee formula is seller-side data, and the seller side of a
 * listing receives it with the listing itself (presenters/listing.ts), where
 * the net return is worked out. The form needs no formula, and a zip lookup
 * knows nothing of the caller's side on any listing, so it never sends one
 * (docs/contract.md, "Choices worth knowing"). An unknown
 * zip code is an empty list, not an error: the form then lets the agent type
 * the city and state.
 */
export const listLocations = defineHandler(contract.listings.locations, (ctx) => {
  const { db } = ctx;
  const locations = db.zipCodes.findBy('zipCode', ctx.query.zipCode).flatMap((zip) => {
    const county = db.counties.findById(zip.countyId);
    if (!county) return [];
    return [
      {
        zipCode: zip.zipCode,
        city: { name: zip.city },
        state: { name: zip.state },
        county: { id: county.id, name: county.name },
      },
    ];
  });
  return { status: 200, body: locations };
});
