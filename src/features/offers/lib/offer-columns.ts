import type { Offer } from '@contract/schemas/offer';
import { computeNetReturn, netReturnChange, type NetReturnListing } from './net-return';
import type { OfferColumn } from './offer-table';
import { versionColumnTitles } from './version-name';

/**
 * History's columns: the versions newest first, each with its net return and what it changed
 * from the version before it (the next one in the list). `listing` is null for viewers who
 * may not see the net return.
 */
export const historyColumns = (versions: readonly Offer[], listing: NetReturnListing | null): OfferColumn[] => {
  const titles = versionColumnTitles(versions);
  const netReturns = versions.map((version) => (listing ? computeNetReturn(listing, version) : null));
  return versions.map((offer, index) => {
    const current = netReturns[index] ?? null;
    const previous = netReturns[index + 1] ?? null;
    return {
      key: `${offer.versionType}-${offer.versionNumber}-${index}`,
      title: titles[index] ?? '',
      offer,
      netReturn: current,
      netReturnChange: current && previous ? netReturnChange(current, previous) : null,
    };
  });
};

/**
 * Compare's columns: each chosen offer's current version, its net return and the change from
 * its own previous version (`previousOf` gives it, when its history has loaded).
 */
export const compareColumns = (
  offers: readonly Offer[],
  listing: NetReturnListing | null,
  previousOf: (offer: Offer) => Offer | null,
): OfferColumn[] =>
  offers.map((offer) => {
    const netReturn = listing ? computeNetReturn(listing, offer) : null;
    const previous = previousOf(offer);
    return {
      key: String(offer.id),
      title: `Offer ${offer.simpleId}`,
      offer,
      netReturn,
      netReturnChange:
        listing && netReturn && previous ? netReturnChange(netReturn, computeNetReturn(listing, previous)) : null,
    };
  });
