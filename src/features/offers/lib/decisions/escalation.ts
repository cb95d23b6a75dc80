/*
 * The escalation resolver (docs/offer-decisions.md, "The escalated price"): what each offer's price becomes once the listing's
 * escalation clauses have played out. A clause reads "beat the highest competing offer by
 * `increment`, up to `cap`", so each escalating offer i settles where
 *
 *   e(i) = max(price(i), min(cap(i), max over competitors j of e(j) + increment(i)))
 *
 * and every other offer stays at its price. Several clauses push one another up like proxy
 * bids; the prices they settle at are the fixed point of that rule. Raising the prices step
 * by step would take (cap - price) / increment rounds, so the fixed point is written out
 * instead (docs/decisions/0034):
 * - among the offers that trigger escalation, every escalating offer but the one on top ends
 *   at its cap (anything below it is beaten by the top plus its increment);
 * - the top one is the escalating offer whose cap is above everything else; it pays the
 *   second highest value plus its increment, within its cap and never below its price;
 * - an offer that does not trigger escalation (a contingent one, when the toggle says so)
 *   may still escalate against the others' final values, but pushes nobody.
 * tests/unit/features/offers/escalation-properties.test.ts checks the result against the
 * rule itself and against the step-by-step rounds.
 *
 * Work: O(n) time and memory for n offers (three passes, no sorting).
 */

export type EscalationOffer = {
  id: number;
  simpleId: string;
  /** When the offer's current terms were submitted (ISO); ties go to the earlier, then the lower id. */
  submittedAt: string;
  price: number;
  isContingent: boolean;
  escalation: { cap: number | null | undefined; increment: number | null | undefined } | null;
};

export type EscalationOptions = {
  /** False: contingent offers do not trigger escalation (their price is not a competing price). */
  contingentOffersTrigger: boolean;
};

type EscalationStatus =
  /** No escalation clause. */
  | 'none'
  /** The clause names no amount to exceed the next offer by: it cannot work. */
  | 'missing-increment'
  /** The clause names no maximum price. */
  | 'missing-cap'
  /** The maximum is not above the offer's own price: nothing to escalate to. */
  | 'cap-not-above-price'
  /** A working clause and no competing offer to escalate against. */
  | 'no-competition'
  /** A working clause; the result may still be the offer's own price when it already leads. */
  | 'resolved';

type Competitor = { id: number; simpleId: string; price: number };

export type EscalationResult = {
  id: number;
  price: number;
  escalatedPrice: number;
  status: EscalationStatus;
  cap: number | null;
  increment: number | null;
  /** The highest competing offer (its escalated price): what a working clause escalated against. */
  competitor: Competitor | null;
  /** Another offer at the same escalated price, and whether this one wins (it was submitted earlier). */
  tie: { with: Competitor; wins: boolean } | null;
};

export type EscalationResolution = {
  byId: ReadonlyMap<number, EscalationResult>;
  /** The offer with the highest escalated price (a tie goes to the earlier submitted); null without offers. */
  leaderId: number | null;
};

const isEarlier = (a: EscalationOffer, b: EscalationOffer): boolean =>
  a.submittedAt < b.submittedAt || (a.submittedAt === b.submittedAt && a.id < b.id);

// Stryker disable next-line ConditionalExpression: null > 0 and undefined > 0 are false too; the type check is for the compiler
const positive = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

const statusOf = (offer: EscalationOffer): EscalationStatus => {
  if (!offer.escalation) return 'none';
  if (!positive(offer.escalation.increment)) return 'missing-increment';
  if (!positive(offer.escalation.cap)) return 'missing-cap';
  if (offer.escalation.cap <= offer.price) return 'cap-not-above-price';
  return 'resolved';
};

type Entry = { offer: EscalationOffer; status: EscalationStatus; works: boolean; value: number };

/** Keeps the two entries of highest value (a tie: the earlier submitted first). */
class TopTwo {
  first: Entry | null = null;
  second: Entry | null = null;
  private ahead = (a: Entry, b: Entry | null) =>
    !b || a.value > b.value || (a.value === b.value && isEarlier(a.offer, b.offer));
  add(entry: Entry) {
    if (this.ahead(entry, this.first)) {
      this.second = this.first;
      this.first = entry;
    } else if (this.ahead(entry, this.second)) {
      this.second = entry;
    }
  }
  /** The highest entry other than `entry` itself. */
  without(entry: Entry): Entry | null {
    return this.first === entry ? this.second : this.first;
  }
}

const escalate = (offer: EscalationOffer, against: number): number => {
  const { cap, increment } = offer.escalation as { cap: number; increment: number };
  return Math.max(offer.price, Math.min(cap, against + increment));
};

export const resolveEscalation = (
  offers: readonly EscalationOffer[],
  options: EscalationOptions,
): EscalationResolution => {
  const entries: Entry[] = offers.map((offer) => {
    const status = statusOf(offer);
    return { offer, status, works: status === 'resolved', value: offer.price };
  });
  const triggers = (entry: Entry) => options.contingentOffersTrigger || !entry.offer.isContingent;
  const triggering = entries.filter(triggers);

  // Pass 1: among the triggering offers, a working clause provisionally at its cap.
  const provisional = new TopTwo();
  if (triggering.length > 1) {
    for (const entry of triggering) {
      if (entry.works) entry.value = (entry.offer.escalation as { cap: number }).cap;
      provisional.add(entry);
    }
    // The top one, alone above the rest, only pays what beats the rest.
    const top = provisional.first as Entry;
    const rest = provisional.second as Entry;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: at equal values both sit at their caps, and escalating against an equal cap gives the cap
    if (top.works && top.value > rest.value) top.value = escalate(top.offer, rest.value);
  }

  // Pass 2: the final values of the triggering offers, for the competitors and the others.
  const final = new TopTwo();
  for (const entry of triggering) final.add(entry);
  for (const entry of entries) {
    if (triggers(entry) || !entry.works) continue;
    if (final.first) entry.value = escalate(entry.offer, final.first.value);
  }

  // Pass 3: the leader over every offer, and each offer's story.
  const overall = new TopTwo();
  for (const entry of entries) overall.add(entry);
  const asCompetitor = (entry: Entry | null): Competitor | null =>
    entry && { id: entry.offer.id, simpleId: entry.offer.simpleId, price: entry.value };
  // The two earliest offers at each price: who a tie is with, and who wins it.
  const earliestAt = new Map<number, TopTwo>();
  for (const entry of entries) {
    const atPrice = earliestAt.get(entry.value) ?? new TopTwo();
    atPrice.add(entry);
    earliestAt.set(entry.value, atPrice);
  }
  const tieOf = (entry: Entry): EscalationResult['tie'] => {
    // Stryker disable next-line OptionalChaining: every entry was added at its own value just above
    const other = earliestAt.get(entry.value)?.without(entry) ?? null;
    const tiedWith = asCompetitor(other);
    // Stryker disable next-line OptionalChaining: every entry was added at its own value just above
    return tiedWith && { with: tiedWith, wins: earliestAt.get(entry.value)?.first === entry };
  };

  const byId = new Map<number, EscalationResult>();
  for (const entry of entries) {
    const competitor = triggers(entry) ? final.without(entry) : final.first;
    const status = entry.works && !competitor ? 'no-competition' : entry.status;
    const escalation = entry.offer.escalation;
    byId.set(entry.offer.id, {
      id: entry.offer.id,
      price: entry.offer.price,
      escalatedPrice: entry.value,
      status,
      cap: escalation && positive(escalation.cap) ? escalation.cap : null,
      increment: escalation && positive(escalation.increment) ? escalation.increment : null,
      competitor: entry.works ? asCompetitor(competitor) : null,
      tie: tieOf(entry),
    });
  }
  return { byId, leaderId: overall.first?.offer.id ?? null };
};
