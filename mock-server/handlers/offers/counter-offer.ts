import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { requireUser } from '../../policies/session';
import { changeOffer } from './change-offer';

/** A listing agent of the listing counters: a new version of type counteroffer (Counteroffer #n), from the sellers' side. */
export const counterOffer = defineHandler(contract.offers.counter, (ctx) =>
  changeOffer({ db: ctx.db, clock: ctx.clock, user: requireUser(ctx), offerId: ctx.params.offerId, body: ctx.body }, 'counteroffer'),
);
