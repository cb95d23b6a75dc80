/*
 * The messages of the 400s that depend on stored data or on a file's bytes,
 * which no schema can check: the mock refuses with them, and the OpenAPI
 * document quotes them in each operation's `x-offerdesk-rules`
 * (contract/rules/route-rules.ts), so the two say the same words.
 */
export const REFUSALS = {
  emailTaken: 'This e-mail address is already registered',
  resetTokenInvalid: 'This reset link is invalid or has expired',
  keyMismatch: 'The key must be the one in the path',
  slugTaken: 'This address is already used by another listing',
  unknownCommission: 'Unknown commission template',
  unknownTitleFeeTemplate: 'Unknown title and escrow fee template',
  unknownCounty: 'Unknown county',
  notAnAgent: 'This person is not a real-estate agent',
  unknownOfferOnListing: 'No such offer on this listing',
  unknownBuyerCommission: "Choose one of this listing's buyer broker commissions",
  unknownKeptDocument: "Only the current version's documents can be kept",
  photoNotAnImage: 'The photo must be a PNG or JPEG image',
  documentRefused: 'A document must be a PDF, Word, plain text, PNG or JPEG file',
} as const;

/** offers.requestBest: ids of `offerIds` that are not offers on the listing follow this. */
export const NOT_OFFERS_ON_LISTING = 'Not offers on this listing: ';
export const notOffersOnListing = (ids: readonly number[]): string => `${NOT_OFFERS_ON_LISTING}${ids.join(', ')}`;

/** offers.sendToSellers: the offer the action started from, then the ids of `ids` on another listing, follow this. */
export const NOT_ON_OFFERS_LISTING = 'Every offer must be on the same listing as offer ';
export const notOnOffersListing = (offerId: number, ids: readonly number[]): string =>
  `${NOT_ON_OFFERS_LISTING}${offerId}; not: ${ids.join(', ')}`;
