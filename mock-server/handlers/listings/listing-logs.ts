import { contract } from '@contract';
import { defineHandler } from '../../lib/define-handler';
import { orNotFound } from '../../lib/errors';
import { mapPage, paginate } from '../../lib/paginate';
import { listingLogFilterFor, newestFirst } from '../../policies/listing-logs';
import { requireUser } from '../../policies/session';
import { presentLogEntry } from '../../presenters/log';
import { DEFAULT_LOG_PAGE_SIZE, LISTING_NOT_FOUND } from './support/constants';

/** The listing's log, newest first and paged (perPage up to 9999: the client's "all"); who sees what: policies/listing-logs.ts. */
export const listingLogs = defineHandler(contract.listings.logs, (ctx) => {
  const { db, query } = ctx;
  const user = requireUser(ctx);
  const listing = orNotFound(db.listings.findById(ctx.params.listingId), LISTING_NOT_FOUND);
  const isVisible = listingLogFilterFor(db, listing, user);
  const entries = db.logs
    .findBy('subjectId', listing.id)
    .filter((entry) => entry.subject === 'listing' && isVisible(entry))
    .sort(newestFirst);
  const page = paginate(entries, { page: query.page, perPage: query.perPage ?? DEFAULT_LOG_PAGE_SIZE });
  return { status: 200, body: mapPage(page, (entry) => presentLogEntry(db, entry)) };
});
