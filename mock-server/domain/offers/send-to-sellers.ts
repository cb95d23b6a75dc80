import type { Row } from '../../db/runtime-schemas';
import { logOffer } from '../../lib/logs';
import { sellersWantApproval } from '../../policies/offer-rules';
import type { DomainDeps } from '../deps';
import { OFFER_LOG_MESSAGES } from './log-messages';

type Offer = Row<'offers'>;

/**
 * The offer goes to the sellers now (sentToSellersAt; sending again
 * re-sends) and the offer's log says so. A listing agent who sends it
 * approves it on the way; without an actor it went automatically and stays
 * unapproved.
 */
export const sendToSellers = async (
  { db, clock }: DomainDeps,
  offer: Offer,
  { actor }: { actor: Row<'users'> | null },
): Promise<Offer> => {
  const at = clock.now();
  const sent = await db.offers.update(
    offer.id,
    actor ? { approvedToSendToSeller: true, sentToSellersAt: at } : { sentToSellersAt: at },
  );
  const message = actor ? OFFER_LOG_MESSAGES.sent(actor) : OFFER_LOG_MESSAGES.sentAutomatically();
  await logOffer(db, { offerId: offer.id, at, action: 'offer.sent_to_sellers', message, actor });
  return sent;
};

/**
 * Terms from the buying side (a new offer, an edit) go to the sellers at
 * once, unless some seller wants to approve offers first: then the offer
 * waits for a listing agent (policies/offer-rules.ts, sellersWantApproval).
 */
export const sendUnlessSellersApprove = (deps: DomainDeps, offer: Offer): Promise<Offer> =>
  sellersWantApproval(deps.db, offer.listingId) ? Promise.resolve(offer) : sendToSellers(deps, offer, { actor: null });
