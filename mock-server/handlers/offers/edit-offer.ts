import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { requireUser } from '../../policies/session';
import { checkOfferDocuments } from '../../policies/uploads';
import { changeOffer, currentOfferOf, OFFER_CHANGED } from './change-offer';

/** The offer's buyers' agent changes it: a new version of type edit (Offer Edit #n). */
export const editOffer = defineHandler(
  contract.offers.edit,
  (ctx) => changeOffer({ db: ctx.db, clock: ctx.clock, user: requireUser(ctx), offerId: ctx.params.offerId, body: ctx.body }, 'edit'),
  { checkBody: checkOfferDocuments, precondition: { current: currentOfferOf, message: OFFER_CHANGED } },
);
