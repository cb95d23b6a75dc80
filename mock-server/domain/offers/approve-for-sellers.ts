import type { Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { logOffer } from '../../lib/logs';
import { OFFER_LOG_MESSAGES } from './log-messages';
import { sendToSellers } from './send-to-sellers';

/**
 * A listing agent approves the offer for the sellers: it goes to them now
 * unless it already went. Approving an approved offer changes nothing and
 * logs nothing.
 */
export const approveForSellers = async (
  db: Database,
  offer: Row<'offers'>,
  { at, actor }: { at: string; actor: Row<'users'> },
): Promise<Row<'offers'>> => {
  if (offer.approvedToSendToSeller) return offer;
  const approved = await db.offers.update(offer.id, { approvedToSendToSeller: true });
  await logOffer(db, {
    offerId: offer.id,
    at,
    action: 'offer.approved',
    message: OFFER_LOG_MESSAGES.approved(actor),
    actor,
  });
  return approved.sentToSellersAt === null ? sendToSellers(db, approved, { at, actor }) : approved;
};
