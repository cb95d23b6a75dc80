import { REFUSALS } from '@contract/rules/refusals';
import type { ChangeOfferBodySchema } from '@contract/schemas/offer';
import { formatDollars } from '@fixtures/generators/labels';
import type { z } from 'zod';
import type { Row } from '../../db/runtime-schemas';
import { fieldError } from '../../lib/errors';
import { logOffer } from '../../lib/logs';
import { withBuyerCommission } from '../../policies/offer-rules';
import { currentVersionOf, nextVersionNumber } from '../../policies/offer-versions';
import { pinClock, type DomainDeps } from '../deps';
import { storeDocuments } from './documents';
import { OFFER_LOG_MESSAGES } from './log-messages';
import { sendUnlessSellersApprove } from './send-to-sellers';

/** An edit by the offer's buyers' agent, or a counteroffer by a listing agent. */
type RevisionKind = 'edit' | 'counteroffer';

export type Revision = {
  offer: Row<'offers'>;
  listing: Row<'listings'>;
  author: Row<'users'>;
  kind: RevisionKind;
  /**
   * The proposed terms, with new files (after the kept ones) and the current
   * version's documents carried over (keepDocumentIds; absent keeps them all).
   */
  change: z.output<typeof ChangeOfferBodySchema>;
};

const documentIdsOf = async (
  deps: DomainDeps,
  offer: Row<'offers'>,
  { documents = [], keepDocumentIds }: Revision['change'],
  previous: readonly number[],
): Promise<number[]> => {
  const kept = keepDocumentIds ?? previous;
  if (kept.some((id) => !previous.includes(id))) throw fieldError('keepDocumentIds', REFUSALS.unknownKeptDocument);
  const added = await storeDocuments(deps, offer.id, documents);
  return [...new Set(kept), ...added.map((document) => document.id)];
};

/**
 * An edit by the buying side is new terms the sellers have not seen: it
 * answers any open highest-and-best request, and it goes through approval
 * again when some seller wants to approve offers (the offer then awaits
 * approval and is out of the sellers' sight until a listing agent approves
 * it); otherwise it goes to the sellers at once.
 */
const resubmit = async (deps: DomainDeps, offer: Row<'offers'>): Promise<Row<'offers'>> => {
  const withdrawn = await deps.db.offers.update(offer.id, {
    approvedToSendToSeller: false,
    sentToSellersAt: null,
    bestOfferRequest: null,
  });
  return sendUnlessSellersApprove(deps, withdrawn);
};

/**
 * A new version of the offer's terms (Offer Edit #n, Counteroffer #n), with
 * its documents and its log entry. A counteroffer comes from the selling
 * side itself and leaves approval and sending as they were.
 */
export const reviseOffer = async (
  deps: DomainDeps,
  revision: Revision,
): Promise<{ offer: Row<'offers'>; version: Row<'offerVersions'> }> => {
  const pinned = pinClock(deps);
  const { db } = pinned;
  const at = pinned.clock.now();
  const { offer, listing, author, kind, change } = revision;
  const { documents, keepDocumentIds, ...proposed } = change;
  const terms = withBuyerCommission(listing, proposed);
  const previous = currentVersionOf(db, offer.id);
  const documentIds = await documentIdsOf(pinned, offer, change, previous.documentIds);
  const versionNumber = nextVersionNumber(db, offer.id, kind);
  const version = await db.offerVersions.insert({
    offerId: offer.id,
    versionType: kind,
    versionNumber,
    submittingSide: kind === 'edit' ? 'buyers_agent' : 'sellers_agent',
    submittedById: author.id,
    createdAt: at,
    terms,
    documentIds,
  });

  const price = formatDollars(terms.purchasePrice);
  await logOffer(db, {
    offerId: offer.id,
    at,
    action: kind === 'counteroffer' ? 'offer.countered' : 'offer.edited',
    message: (kind === 'counteroffer' ? OFFER_LOG_MESSAGES.countered : OFFER_LOG_MESSAGES.edited)(
      author,
      versionNumber,
      price,
    ),
    actor: author,
  });
  return { offer: kind === 'edit' ? await resubmit(pinned, offer) : offer, version };
};
