import type { Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { logOffer } from '../../lib/logs';
import { sellersWantApproval } from '../../policies/offer-rules';
import { OFFER_LOG_MESSAGES } from './log-messages';

type Offer = Row<'offers'>;

/**
 * The offer goes to the sellers at `at` (sentToSellersAt; sending again
 * re-sends) and the offer's log says so. A listing agent who sends it
 * approves it on the way; without an actor it went automatically and stays
 * unapproved.
 */
export const sendToSellers = async (
  db: Database,
  offer: Offer,
  { at, actor }: { at: string; actor: Row<'users'> | null },
): Promise<Offer> => {
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
export const sendUnlessSellersApprove = (db: Database, offer: Offer, { at }: { at: string }): Promise<Offer> =>
  sellersWantApproval(db, offer.listingId) ? Promise.resolve(offer) : sendToSellers(db, offer, { at, actor: null });
