/** The offer page (spec section 2), where every offer form goes once its offer is saved. */
export const offerPagePath = (offer: { id: number; listingId: number }): string =>
  `/listings/s/${offer.listingId}/offers/${offer.id}`;
