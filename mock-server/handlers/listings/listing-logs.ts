import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { logsOf } from '../../lib/logs';
import { mapPage, paginate } from '../../lib/paginate';
import { listingLogFilterFor } from '../../policies/listing-logs';
import { findListing } from '../../policies/listing-access';
import { requireUser } from '../../policies/session';
import { presentLogEntry } from '../../presenters/log';

/** The listing's log, newest first and paged (perPage up to 9999: the client's "all"); who sees what: policies/listing-logs.ts. */
export const listingLogs = defineHandler(contract.listings.logs, (ctx) => {
  const { db, query } = ctx;
  const user = requireUser(ctx);
  const listing = findListing(db, ctx.params.listingId);
  const isVisible = listingLogFilterFor(db, listing, user);
  const entries = logsOf(db, 'listing', listing.id).filter(isVisible);
  const page = paginate(entries, { page: query.page, perPage: query.perPage });
  return { status: 200, body: mapPage(page, (entry) => presentLogEntry(db, entry)) };
});
