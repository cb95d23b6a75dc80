import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { versionsNewestFirst } from '../../policies/offer-versions';
import { requireUser } from '../../policies/session';
import { presentOffer } from '../../presenters/offer';
import { loadVisibleOffer } from './load-offer';
import { paginate } from './paging';

/** The history: the current offer first, then earlier versions newest first, each as an Offer; paged (the client asks 9999). */
export const offerVersions = defineHandler(contract.offers.versions, (ctx) => {
  const user = requireUser(ctx);
  const { offer } = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  const shown = paginate(versionsNewestFirst(ctx.db, offer.id), ctx.query.page, ctx.query.perPage);
  return { status: 200, body: { ...shown, data: shown.data.map((version) => presentOffer(ctx.db, offer, version, user)) } };
});
