import { slugify } from '@fixtures/lib/unique-keys';
import type { DomainDeps } from '../deps';

/*
 * A listing's page address (/listings/s/{slug}): from the address like the
 * fixtures' ("1420 SE Alder Street, Portland" -> "1420-se-alder-street-portland"),
 * numbered when taken (-2, -3...), or the advanced `slug` field when it is free.
 */

export const isSlugTaken = ({ db }: DomainDeps, slug: string, exceptListingId?: number): boolean =>
  db.listings.findBy('slug', slug).some((listing) => listing.id !== exceptListingId);

/** The first free slug for the address; call it inside the insert's turn so no other write takes it meanwhile. */
export const slugForAddress = (deps: DomainDeps, address: { addressLine1: string; city: string }): string => {
  const base = slugify(`${address.addressLine1} ${address.city}`) || 'listing';
  let candidate = base;
  for (let attempt = 2; isSlugTaken(deps, candidate); attempt += 1) candidate = `${base}-${attempt}`;
  return candidate;
};
