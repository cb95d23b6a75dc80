import type { contract } from '@contract';
import type { Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { reviseOffer, type Revision } from '../../domain/offers/revise-offer';
import type { HandlerContext } from '../../framework/handler-context';
import { forbidden } from '../../lib/errors';
import { isListingAgentOf } from '../../policies/listing-roles';
import { requireOpenForOffers } from '../../policies/offer-rules';
import { requireUser } from '../../policies/session';
import { checkOfferDocuments } from '../../policies/uploads';
import { loadVisibleOffer } from '../../policies/visible-offer';
import { presentOffer } from '../../presenters/offer';
import { currentOfferOf, OFFER_CHANGED } from '../../presenters/offer-precondition';

/*
 * An edit (offers.edit) and a counteroffer (offers.counter) are served alike: the offer as the
 * user may see it, their right to write that kind of version (403), a listing that still takes
 * offers, the documents checked and the If-Match precondition met; the answer is the new version.
 */

/** Who may write one kind of new version, and what the refusals say. */
type RevisionRule = {
  mayRevise: (db: Database, user: Row<'users'>, offer: Row<'offers'>, listing: Row<'listings'>) => boolean;
  /** The 403 for anyone else. */
  notAllowed: string;
  /** Why a listing that takes no offers refuses it. */
  closed: string;
};

const RULES: Record<Revision['kind'], RevisionRule> = {
  counteroffer: {
    mayRevise: (db, user, _offer, listing) => isListingAgentOf(db, listing.id, user),
    notAllowed: 'Only a listing agent of this listing can counter an offer',
    closed: 'Offers can only be countered',
  },
  edit: {
    mayRevise: (_db, user, offer) => offer.buyersAgentId === user.id,
    notAllowed: "Only the offer's buyers' agent can edit it",
    closed: 'Offers can only be edited',
  },
};

/** Both routes take the same input; only the route itself differs. */
type RevisionContext = Omit<HandlerContext<typeof contract.offers.edit>, 'route'>;

export const writeRevision = async (ctx: RevisionContext, kind: Revision['kind']) => {
  const { mayRevise, notAllowed, closed } = RULES[kind];
  const user = requireUser(ctx);
  const { offer, listing } = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  if (!mayRevise(ctx.db, user, offer, listing)) throw forbidden(notAllowed);
  requireOpenForOffers(listing, closed);
  const revised = await reviseOffer(ctx, { offer, listing, author: user, kind, change: ctx.body });
  return { status: 200, body: presentOffer(ctx.db, revised.offer, revised.version, user) } as const;
};

export const REVISION_OPTIONS = {
  checkBody: checkOfferDocuments,
  precondition: { current: currentOfferOf, message: OFFER_CHANGED },
};
