import { useMemo } from 'react';
import type { Listing } from '@contract/schemas/listing';
import { useOfferChoices } from '../../api/offer-queries';
import { offersTheToggleMoves } from '../../lib/decisions/contingent-toggle-effect';
import { decideOffers, type OfferDecisions } from '../../lib/decisions/offer-decisions';

/**
 * The seller side's decisions over every offer on the listing they may see (escalation needs
 * all of them): the unpaged list compare's chooser reads too, so the two share one request.
 * Worked out once per list and toggle, not on every sort, filter or page change. `moved`: the
 * offers whose escalated price the contingency toggle changes, for its feedback.
 */
export const useOfferDecisions = (
  listing: Listing,
  { enabled, contingentOffersTrigger }: { enabled: boolean; contingentOffersTrigger: boolean },
) => {
  const all = useOfferChoices(listing.id, { enabled });
  const decisions: OfferDecisions | null = useMemo(
    () => (enabled && all.data ? decideOffers(all.data, listing, { contingentOffersTrigger }) : null),
    [enabled, all.data, listing, contingentOffersTrigger],
  );
  const moved = useMemo(() => (enabled && all.data ? offersTheToggleMoves(all.data) : null), [enabled, all.data]);
  return { all, decisions, moved };
};
