import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { requireUser } from '../../policies/session';
import { checkOfferDocuments } from '../../policies/uploads';
import { changeOffer, currentOfferOf, OFFER_CHANGED } from './change-offer';

/** A listing agent of the listing counters: a new version of type counteroffer (Counteroffer #n), from the sellers' side. */
export const counterOffer = defineHandler(
  contract.offers.counter,
  (ctx) => changeOffer({ db: ctx.db, clock: ctx.clock, user: requireUser(ctx), offerId: ctx.params.offerId, body: ctx.body }, 'counteroffer'),
  { checkBody: checkOfferDocuments, precondition: { current: currentOfferOf, message: OFFER_CHANGED } },
);
