import type { Row } from '../../db/runtime-schemas';
import { logOffer } from '../../lib/logs';
import { currentVersionOf } from '../../policies/offer-versions';
import type { DomainDeps } from '../deps';
import { OFFER_LOG_MESSAGES } from './log-messages';

type BestOfferRequest = NonNullable<Row<'offers'>['bestOfferRequest']>;

/**
 * The token the buyers' agent sends back to keep-best. Deterministic (the
 * mock's clock, no randomness) and unique: one request per offer per tick.
 */
const bestOfferToken = (offerId: number, nowMs: number): string => `best-${offerId}-${nowMs.toString(36)}`;

/** An open highest-and-best request on the offer, made at `at`. */
export const bestOfferRequestOf = (
  offerId: number,
  { at, message }: { at: string; message: string | null },
): BestOfferRequest => ({
  offerToken: bestOfferToken(offerId, Date.parse(at)),
  requestedAt: at,
  message,
});

/** A listing agent asks the offer's buyers' agent for their highest and best; it replaces an open request. */
export const askForBestOffer = async (
  { db, clock }: DomainDeps,
  offerId: number,
  { actor, message }: { actor: Row<'users'>; message: string | null },
): Promise<Row<'offers'>> => {
  const at = clock.now();
  const asked = await db.offers.update(offerId, { bestOfferRequest: bestOfferRequestOf(offerId, { at, message }) });
  await logOffer(db, {
    offerId,
    at,
    action: 'offer.best_requested',
    message: OFFER_LOG_MESSAGES.bestRequested(actor),
    actor,
  });
  return asked;
};

/**
 * "Keep the offer the same": no new version; the current version's
 * isHighestAndBestOffer becomes true in place, and the request is closed.
 * (Improving the offer instead is an edit, which also closes the request.)
 */
export const keepAsBestOffer = async (
  { db, clock }: DomainDeps,
  offer: Row<'offers'>,
  { actor }: { actor: Row<'users'> },
): Promise<Row<'offers'>> => {
  const at = clock.now();
  const current = currentVersionOf(db, offer.id);
  await db.offerVersions.update(current.id, (row) => ({ terms: { ...row.terms, isHighestAndBestOffer: true } }));
  const kept = await db.offers.update(offer.id, { bestOfferRequest: null });
  await logOffer(db, {
    offerId: offer.id,
    at,
    action: 'offer.kept_best',
    message: OFFER_LOG_MESSAGES.keptBest(actor),
    actor,
  });
  return kept;
};
