import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { mapPage, paginate } from '../../lib/paginate';
import { versionsNewestFirst } from '../../policies/offer-versions';
import { requireUser } from '../../policies/session';
import { presentOffer } from '../../presenters/offer';
import { loadVisibleOffer } from '../../policies/visible-offer';

/** The history: the current offer first, then earlier versions newest first, each as an Offer; paged (the client asks 9999). */
export const offerVersions = defineHandler(contract.offers.versions, (ctx) => {
  const user = requireUser(ctx);
  const { offer } = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  const { page, perPage } = ctx.query;
  const shown = paginate(versionsNewestFirst(ctx.db, offer.id), { page, perPage });
  return { status: 200, body: mapPage(shown, (version) => presentOffer(ctx.db, offer, version, user)) };
});
