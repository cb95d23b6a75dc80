import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { isAgent, requireUser } from '../../policies/session';

/**
 * City, state and county for a zip code (the listing form fills them in).
 * The county's conveyance-fee formula is seller-side data, so only agents
 * (who create and edit listings) receive it; a consumer gets the county's id
 * and name. An unknown zip code is an empty list, not an error: the form
 * then lets the agent type the city and state.
 */
export const listLocations = defineHandler(contract.listings.locations, (ctx) => {
  const { db } = ctx;
  const withFormula = isAgent(requireUser(ctx));
  const locations = db.zipCodes.findBy('zipCode', ctx.query.zipCode).flatMap((zip) => {
    const county = db.counties.findById(zip.countyId);
    if (!county) return [];
    return [
      {
        zipCode: zip.zipCode,
        city: { name: zip.city },
        state: { name: zip.state },
        county: withFormula
          ? { id: county.id, name: county.name, conveyanceFeeFormula: county.conveyanceFeeFormula }
          : { id: county.id, name: county.name },
      },
    ];
  });
  return { status: 200, body: locations };
});
