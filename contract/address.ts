import type { Listing } from './schemas/listing';

type AddressParts = Pick<Listing, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode'>;

/** Line 1, line 2, city, then state and zip, joined by commas, as the listing page shows it. */
export const formatListingAddress = (listing: AddressParts): string =>
  [
    listing.addressLine1,
    listing.addressLine2,
    listing.city.name,
    [listing.state.name, listing.zipCode].filter(Boolean).join(' '),
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
