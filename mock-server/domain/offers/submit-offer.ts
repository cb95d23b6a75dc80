import type { OfferTerms } from '@contract/schemas/offer';
import { formatDollars } from '@fixtures/generators/labels';
import type { Row } from '../../db/runtime-schemas';
import { logListing, logOffer } from '../../lib/logs';
import { pinClock, type DomainDeps } from '../deps';
import { joinListing } from '../listings/join-listing';
import { storeDocuments } from './documents';
import { OFFER_LOG_MESSAGES } from './log-messages';
import { sendUnlessSellersApprove } from './send-to-sellers';

/** OF-1001 for offer 1: the seeds' scheme, so new offers continue the series. */
const simpleIdOf = (offerId: number): string => `OF-${1000 + offerId}`;

export type Submission = {
  listing: Row<'listings'>;
  agent: Row<'users'>;
  terms: OfferTerms;
  documents: readonly Blob[];
};

/**
 * A buyers' agent's offer on a listing: the offer, its initial version and
 * documents, the agent on the listing as a buyers' agent (once), the offer's
 * and the listing's logs; then it goes to the sellers unless they approve
 * offers first.
 */
export const submitOffer = async (
  deps: DomainDeps,
  { listing, agent, terms, documents }: Submission,
): Promise<{ offer: Row<'offers'>; version: Row<'offerVersions'> }> => {
  const pinned = pinClock(deps);
  const { db } = pinned;
  const at = pinned.clock.now();
  const offer = await db.offers.insert((id) => ({
    simpleId: simpleIdOf(id),
    listingId: listing.id,
    buyersAgentId: agent.id,
    createdAt: at,
    approvedToSendToSeller: false,
    sentToSellersAt: null,
    bestOfferRequest: null,
  }));
  const stored = await storeDocuments(pinned, offer.id, documents);
  const version = await db.offerVersions.insert({
    offerId: offer.id,
    versionType: 'initial',
    versionNumber: 0,
    submittingSide: 'buyers_agent',
    submittedById: agent.id,
    createdAt: at,
    terms,
    documentIds: stored.map((document) => document.id),
  });
  await joinListing(pinned, { listingId: listing.id, user: agent, role: 'buyers_agent', automaticallyNotify: false });

  const price = formatDollars(terms.purchasePrice);
  const submitted = OFFER_LOG_MESSAGES.submitted(agent, offer.simpleId, price);
  await logOffer(db, { offerId: offer.id, at, action: 'offer.submitted', message: submitted, actor: agent });
  const received = OFFER_LOG_MESSAGES.received(agent, offer.simpleId);
  await logListing(db, {
    listingId: listing.id,
    at,
    action: 'listing.offer_received',
    message: received,
    actor: agent,
  });
  return { offer: await sendUnlessSellersApprove(pinned, offer), version };
};
