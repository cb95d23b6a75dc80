import { contract } from '@contract';
import type { ChangeOfferBodySchema } from '@contract/schemas/offer';
import { formatDollars } from '@fixtures/generators/labels';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import type { MockClock } from '../../lib/clock';
import type { CurrentRepresentation } from '../../lib/define-handler';
import { fieldError, forbidden } from '../../lib/errors';
import { logOffer } from '../../lib/logs';
import { isListingAgentOf } from '../../policies/listing-roles';
import { requireOpenForOffers, sellersWantApproval, withBuyerCommission } from '../../policies/offer-rules';
import { currentVersionOf, nextVersionNumber } from '../../policies/offer-versions';
import { requireUser } from '../../policies/session';
import { presentCurrentOffer, presentOffer } from '../../presenters/offer';
import { loadVisibleOffer } from './load-offer';
import { storeDocuments } from './offer-documents';
import { OFFER_LOG_MESSAGES } from './log-messages';

type ChangeBody = z.output<typeof ChangeOfferBodySchema>;
type ChangeInput = { db: Database; clock: MockClock; user: Row<'users'>; offerId: number; body: ChangeBody };
export type ChangeKind = 'edit' | 'counteroffer';

export const ONLY_BUYERS_AGENT_EDITS = "Only the offer's buyers' agent can edit it";
export const ONLY_LISTING_AGENT_COUNTERS = 'Only a listing agent of this listing can counter an offer';
export const UNKNOWN_KEPT_DOCUMENT = "Only the current version's documents can be kept";
/** The 412 of a stale If-Match: the caller's copy of the offer is not the current one. */
export const OFFER_CHANGED = 'The offer has changed since you loaded it. Reload it and try again.';

/** If-Match on an edit or a counteroffer compares with the offer as the caller would GET it now (404 when they may not see it). */
export const currentOfferOf = (ctx: { db: Database; user: Row<'users'> | null; params: { offerId: number } }): CurrentRepresentation => {
  const user = requireUser(ctx);
  const { offer } = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  return { route: contract.offers.get, body: presentCurrentOffer(ctx.db, offer, user) };
};

/** The previous version's documents carried over (keepDocumentIds; absent keeps all), then the new files. */
const documentIdsOf = async (
  db: Database,
  offerId: number,
  previous: readonly number[],
  { documents = [], keepDocumentIds }: Pick<ChangeBody, 'documents' | 'keepDocumentIds'>,
): Promise<number[]> => {
  const kept = keepDocumentIds ?? previous;
  if (kept.some((id) => !previous.includes(id))) throw fieldError('keepDocumentIds', UNKNOWN_KEPT_DOCUMENT);
  const added = await storeDocuments(db, offerId, documents);
  return [...new Set(kept), ...added.map((document) => document.id)];
};

/**
 * An edit by the buying side is new terms the sellers have not seen: it
 * answers any open highest-and-best request, and it goes through approval
 * again when some seller wants to approve offers (the offer then awaits
 * approval and is out of the sellers' sight until a listing agent approves
 * it); otherwise it goes to the sellers at once. A counteroffer comes from
 * the selling side itself and leaves approval and sending as they were.
 */
const afterEdit = async ({ db, clock }: ChangeInput, offer: Row<'offers'>): Promise<Row<'offers'>> => {
  const sendNow = !sellersWantApproval(db, offer.listingId);
  const updated = await db.offers.update(offer.id, {
    approvedToSendToSeller: false,
    sentToSellersAt: sendNow ? clock.now() : null,
    bestOfferRequest: null,
  });
  if (sendNow) {
    const message = OFFER_LOG_MESSAGES.sentAutomatically();
    await logOffer(db, { offerId: offer.id, at: clock.now(), action: 'offer.sent_to_sellers', message, actor: null });
  }
  return updated;
};

/** A new version of the offer's terms: an edit by its buyers' agent or a counteroffer by a listing agent. */
export const changeOffer = async (input: ChangeInput, kind: ChangeKind) => {
  const { db, clock, user, offerId, body } = input;
  const { offer, listing } = loadVisibleOffer(db, offerId, user);
  if (kind === 'edit' && offer.buyersAgentId !== user.id) throw forbidden(ONLY_BUYERS_AGENT_EDITS);
  if (kind === 'counteroffer' && !isListingAgentOf(db, listing.id, user)) throw forbidden(ONLY_LISTING_AGENT_COUNTERS);
  requireOpenForOffers(listing, kind === 'edit' ? 'Offers can only be edited' : 'Offers can only be countered');

  const { documents, keepDocumentIds, ...proposed } = body;
  const terms = withBuyerCommission(listing, proposed);
  const previous = currentVersionOf(db, offer.id);
  const documentIds = await documentIdsOf(db, offer.id, previous.documentIds, { documents, keepDocumentIds });
  const versionNumber = nextVersionNumber(db, offer.id, kind);
  const version = await db.offerVersions.insert({
    offerId: offer.id,
    versionType: kind,
    versionNumber,
    submittingSide: kind === 'edit' ? 'buyers_agent' : 'sellers_agent',
    submittedById: user.id,
    createdAt: clock.now(),
    terms,
    documentIds,
  });

  const price = formatDollars(terms.purchasePrice);
  await logOffer(db, {
    offerId: offer.id,
    at: clock.now(),
    action: kind === 'counteroffer' ? 'offer.countered' : 'offer.edited',
    message: (kind === 'counteroffer' ? OFFER_LOG_MESSAGES.countered : OFFER_LOG_MESSAGES.edited)(user, versionNumber, price),
    actor: user,
  });
  const current = kind === 'edit' ? await afterEdit(input, offer) : offer;
  return { status: 200 as const, body: presentOffer(db, current, version, user) };
};
