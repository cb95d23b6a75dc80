import { contract } from '@contract';
import { formatDollars } from '@fixtures/generators/labels';
import type { Database } from '../../db/database';
import { defineHandler } from '../../lib/define-handler';
import { logListing, logOffer } from '../../lib/logs';
import { findListing } from '../../policies/listing-access';
import { requireOfferSubmitter, requireOpenForOffers, sellersWantApproval, withBuyerCommission } from '../../policies/offer-rules';
import { requireUser } from '../../policies/session';
import { presentOffer } from '../../presenters/offer';
import { checkOfferDocuments } from '../../policies/uploads';
import { storeDocuments } from './offer-documents';
import { OFFER_LOG_MESSAGES } from './log-messages';

/** OF-1001 for offer 1: the seeds' scheme, so new offers continue the series. */
export const simpleIdOf = (offerId: number): string => `OF-${1000 + offerId}`;

/** The buying agent joins the listing as a buyers_agent party with their first offer (once). */
const joinListing = async (db: Database, listingId: number, userId: number, now: string): Promise<void> => {
  const joined = db.listingUsers
    .findBy('listingId', listingId)
    .some((party) => party.userId === userId && party.role === 'buyers_agent');
  if (!joined) await db.listingUsers.insert({ listingId, userId, role: 'buyers_agent', automaticallyNotify: false, createdAt: now });
};

/**
 * A buyers' agent submits an offer on an Active listing: the offer, its
 * initial version, its documents, the agent on the listing, the logs. It goes
 * to the sellers at once unless some seller wants to approve offers first.
 */
export const createOffer = defineHandler(contract.offers.create, async (ctx) => {
  const user = requireUser(ctx);
  const { db, clock } = ctx;
  const { listingId, documents = [], ...input } = ctx.body;
  const listing = findListing(db, listingId);
  requireOfferSubmitter(db, listing, user);
  requireOpenForOffers(listing, 'Offers can only be submitted');
  const terms = withBuyerCommission(listing, input);

  const now = clock.now();
  const sendNow = !sellersWantApproval(db, listing.id);
  const offer = await db.offers.insert((id) => ({
    simpleId: simpleIdOf(id),
    listingId,
    buyersAgentId: user.id,
    createdAt: now,
    approvedToSendToSeller: false,
    sentToSellersAt: sendNow ? now : null,
    bestOfferRequest: null,
  }));
  const stored = await storeDocuments(db, offer.id, documents);
  const version = await db.offerVersions.insert({
    offerId: offer.id,
    versionType: 'initial',
    versionNumber: 0,
    submittingSide: 'buyers_agent',
    submittedById: user.id,
    createdAt: now,
    terms,
    documentIds: stored.map((document) => document.id),
  });
  await joinListing(db, listing.id, user.id, now);

  const price = formatDollars(terms.purchasePrice);
  const submitted = OFFER_LOG_MESSAGES.submitted(user, offer.simpleId, price);
  await logOffer(db, { offerId: offer.id, at: now, action: 'offer.submitted', message: submitted, actor: user });
  const received = OFFER_LOG_MESSAGES.received(user, offer.simpleId);
  await logListing(db, { listingId: listing.id, at: now, action: 'listing.offer_received', message: received, actor: user });
  if (sendNow) {
    const message = OFFER_LOG_MESSAGES.sentAutomatically();
    await logOffer(db, { offerId: offer.id, at: now, action: 'offer.sent_to_sellers', message, actor: null });
  }

  return { status: 201, body: presentOffer(db, offer, version, user) };
}, { checkBody: checkOfferDocuments });
