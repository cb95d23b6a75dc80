import type { Offer } from '@contract/schemas/offer';
import { resolveEscalation } from './escalation';
import { toEscalationOffer } from './offer-decisions';

/*
 * What the "contingent offers do not trigger escalation" toggle changes: the offers whose
 * escalated price is not the same both ways. Often none is (no contingent offer's price is the
 * one another offer escalates against), and then nothing in view moves: the toggle says so in
 * words instead of leaving the user to wonder whether it worked.
 */

/** The ids of the offers whose escalated price depends on the toggle. */
export const offersTheToggleMoves = (offers: readonly Offer[]): ReadonlySet<number> => {
  const escalation = offers.map(toEscalationOffer);
  const triggering = resolveEscalation(escalation, { contingentOffersTrigger: true }).byId;
  // Stryker disable next-line ObjectLiteral: without the option, contingentOffersTrigger is undefined, which counts as false
  const notTriggering = resolveEscalation(escalation, { contingentOffersTrigger: false }).byId;
  const moved = new Set<number>();
  for (const [id, result] of triggering) {
    // Stryker disable next-line OptionalChaining: both resolutions are of the same offers, so every id is found
    if (notTriggering.get(id)?.escalatedPrice !== result.escalatedPrice) moved.add(id);
  }
  return moved;
};

const prices = (count: number) => (count === 1 ? '1 offer’s escalated price' : `${count} offers’ escalated prices`);

/** The toggle's feedback once switched: how many escalated prices it changed, and how many of them are in view. */
export const toggleEffectText = (moved: ReadonlySet<number>, shownIds: readonly number[]): string => {
  if (moved.size === 0) {
    return 'No escalated price changed: no contingent offer’s price is one another offer escalates against.';
  }
  const inView = shownIds.filter((id) => moved.has(id)).length;
  const where =
    inView === 0 ? 'none of them shown here' : inView === moved.size ? 'all shown here' : `${inView} shown here`;
  return `${prices(moved.size)} changed (${where}).`;
};
