import type { Row } from '../../db/runtime-schemas';
import { logOffer } from '../../lib/logs';
import { pinClock, type DomainDeps } from '../deps';
import { OFFER_LOG_MESSAGES } from './log-messages';
import { sendToSellers } from './send-to-sellers';

/**
 * A listing agent approves the offer for the sellers: it goes to them now
 * unless it already went. Approving an approved offer changes nothing and
 * logs nothing.
 */
export const approveForSellers = async (
  deps: DomainDeps,
  offer: Row<'offers'>,
  { actor }: { actor: Row<'users'> },
): Promise<Row<'offers'>> => {
  const pinned = pinClock(deps);
  const { db } = pinned;
  const at = pinned.clock.now();
  if (offer.approvedToSendToSeller) return offer;
  const approved = await db.offers.update(offer.id, { approvedToSendToSeller: true });
  await logOffer(db, {
    offerId: offer.id,
    at,
    action: 'offer.approved',
    message: OFFER_LOG_MESSAGES.approved(actor),
    actor,
  });
  return approved.sentToSellersAt === null ? sendToSellers(pinned, approved, { actor }) : approved;
};
