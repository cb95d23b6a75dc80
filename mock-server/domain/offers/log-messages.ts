import type { Row } from '../../db/runtime-schemas';

/*
 * What the mock writes to offer logs (lib/logs.ts writes them), worded like
 * the seeded entries (fixtures/generators/offers.ts) so that a demo reads the
 * same before and after someone clicks.
 */

type Actor = Row<'users'>;

export const OFFER_LOG_MESSAGES = {
  submitted: (actor: Actor, simpleId: string, price: string) =>
    `${actor.fullName} submitted offer ${simpleId} at ${price}`,
  /** The listing's log: an offer came in. */
  received: (actor: Actor, simpleId: string) => `New offer ${simpleId} from ${actor.fullName}`,
  /** An offer that went to the sellers without anyone approving it (actor null). */
  sentAutomatically: () => 'Sent to the sellers automatically',
  approved: (actor: Actor) => `${actor.fullName} approved the offer for the sellers`,
  sent: (actor: Actor) => `${actor.fullName} sent the offer to the sellers`,
  countered: (actor: Actor, versionNumber: number, price: string) =>
    `${actor.fullName} sent counteroffer #${versionNumber} at ${price}`,
  edited: (actor: Actor, versionNumber: number, price: string) =>
    `${actor.fullName} edited the offer (edit #${versionNumber}) to ${price}`,
  bestRequested: (actor: Actor) => `${actor.fullName} asked for the highest and best offer`,
  keptBest: (actor: Actor) => `${actor.fullName} kept the offer as their highest and best`,
} as const;
