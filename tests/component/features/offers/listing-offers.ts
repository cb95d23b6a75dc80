import type { Offer } from '@contract/schemas/offer';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { formatCurrency } from '@/lib/format';
import { successBody, tsr } from '@/lib/tsr';

/** Every offer on a listing that the signed-in user may see, as the API lists them for comparison. */
export const offersOnListing = async (listingId: number): Promise<Offer[]> =>
  successBody(await tsr.offers.compareList.query({ params: { listingId }, query: {} })).data;

/** The offers on many-offers' hot listing. */
export const hotListingOffers = async (): Promise<Offer[]> => {
  const listing = successBody(await tsr.listings.getBySlug.query({ params: { slug: MANY_OFFERS_LISTING_SLUG } }));
  return offersOnListing(listing.id);
};

/** How a screen that lets the user pick offers names one: its id, price and buyers. */
export const pickerLabel = (offer: Offer) =>
  `${offer.simpleId}: ${formatCurrency(offer.purchasePrice)}, ${offer.buyers.join(', ')}`;
