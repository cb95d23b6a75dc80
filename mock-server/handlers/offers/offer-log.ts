import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { requireUser } from '../../policies/session';
import { presentOfferLog } from '../../presenters/offer';
import { loadVisibleOffer } from './load-offer';
import { paginate } from './paging';

/** The offer's log, newest first, paged; for whoever may see the offer. */
export const offerLog = defineHandler(contract.offers.logs, (ctx) => {
  const user = requireUser(ctx);
  const { offer } = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  const entries = ctx.db.logs
    .findBy('subjectId', offer.id)
    .filter((log) => log.subject === 'offer')
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
  const shown = paginate(entries, ctx.query.page, ctx.query.perPage);
  return { status: 200, body: { ...shown, data: shown.data.map((log) => presentOfferLog(ctx.db, log)) } };
});
