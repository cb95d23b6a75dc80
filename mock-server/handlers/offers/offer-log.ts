import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { logsOf } from '../../lib/logs';
import { mapPage, paginate } from '../../lib/paginate';
import { requireUser } from '../../policies/session';
import { presentLogEntry } from '../../presenters/log';
import { loadVisibleOffer } from '../../policies/visible-offer';

/** The offer's log, newest first, paged (10 per page by default); for whoever may see the offer. */
export const offerLog = defineHandler(contract.offers.logs, (ctx) => {
  const user = requireUser(ctx);
  const { offer } = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  const { page, perPage } = ctx.query;
  const shown = paginate(logsOf(ctx.db, 'offer', offer.id), { page, perPage });
  return { status: 200, body: mapPage(shown, (entry) => presentLogEntry(ctx.db, entry)) };
});
