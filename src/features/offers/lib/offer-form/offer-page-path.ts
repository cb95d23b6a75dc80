import { paths } from '@/config/paths';

/** The offer page, where every offer form goes once its offer is saved. */
export const offerPagePath = (offer: { id: number; listingId: number }): string =>
  paths.listing.offer.href({ listingId: offer.listingId, offerId: offer.id });
