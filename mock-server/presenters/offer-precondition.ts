import { contract } from '@contract';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import type { CurrentRepresentation } from '../framework/handler-context';
import { requireUser } from '../policies/session';
import { loadVisibleOffer } from '../policies/visible-offer';
import { presentCurrentOffer } from './offer';

/** The 412 of a stale If-Match: the caller's copy of the offer is not the current one. */
export const OFFER_CHANGED = 'The offer has changed since you loaded it. Reload it and try again.';

/** If-Match on an edit or a counteroffer compares with the offer as the caller would GET it now (404 when they may not see it). */
export const currentOfferOf = (ctx: {
  db: Database;
  user: Row<'users'> | null;
  params: { offerId: number };
}): CurrentRepresentation => {
  const user = requireUser(ctx);
  const { offer } = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  return { route: contract.offers.get, body: presentCurrentOffer(ctx.db, offer, user) };
};
