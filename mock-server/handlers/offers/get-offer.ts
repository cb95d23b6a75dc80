import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { requireUser } from '../../policies/session';
import { presentCurrentOffer } from '../../presenters/offer';
import { loadVisibleOffer } from '../../policies/visible-offer';

/** The current version of an offer the user may see. */
export const getOffer = defineHandler(contract.offers.get, (ctx) => {
  const user = requireUser(ctx);
  const { offer } = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  return { status: 200, body: presentCurrentOffer(ctx.db, offer, user) };
});
