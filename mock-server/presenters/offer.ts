import { contract } from '@contract';
import type { Offer, OfferDocument } from '@contract/schemas/offer';
import type { Person } from '@contract/schemas/user';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { currentVersionOf } from '../policies/offer-versions';
import { presentContact, presentPerson } from './person';

/*
 * Stored offer + one of its versions -> the API's Offer. Everything the
 * Offer schema carries is safe for every viewer who may see the offer (the
 * policies decide that): the listing appears only as id, slug and address,
 * never with its commission, flat fee, title fees or conveyance data. The
 * one field that depends on the viewer is bestOfferRequest: its token is the
 * buyers' agent's to answer, so only they receive it.
 */

const DOWNLOAD_PATH = contract.offers.getDocument.path;

const documentDownloadUrl = (offerId: number, documentId: number): string =>
  DOWNLOAD_PATH.replace(':offerId', String(offerId)).replace(':documentId', String(documentId));

const presentDocument = (document: Row<'documents'>): OfferDocument => ({
  id: document.id,
  name: document.name,
  fileName: document.fileName,
  path: `offers/${document.offerId}/documents/${document.id}/${document.fileName}`,
  downloadUrl: documentDownloadUrl(document.offerId, document.id),
});

const personOf = (db: Database, userId: number): Person | null => {
  const user = db.users.findById(userId);
  return user ? presentPerson(user) : null;
};

/** The buying agent with the contact details the other side needs, and their brokerage. */
const buyersAgentOf = (db: Database, userId: number): Offer['buyersAgent'] => {
  const user = db.users.findById(userId);
  if (!user) return { id: userId, fullName: 'Former user', brokerage: null };
  const account = user.accountId === null ? undefined : db.accounts.findById(user.accountId);
  return { ...presentContact(user), brokerage: account?.brokerage ?? null };
};

/** When the offer last changed: its newest log entry (every action is logged), never before the version itself. */
const lastChangeOf = (db: Database, offerId: number, since: string): string =>
  db.logs
    .findBy('subjectId', offerId)
    .reduce((latest, log) => (log.subject === 'offer' && log.createdAt > latest ? log.createdAt : latest), since);

/**
 * `createdAt` is when this version's terms were submitted (the history's
 * "submitted time" row); the offer's first submission is its initial
 * version's. `updatedAt` is the version's time for an earlier version, and
 * the offer's latest change (approval, sending, a best-offer request...) for
 * the current one.
 */
export const presentOffer = (
  db: Database,
  offer: Row<'offers'>,
  version: Row<'offerVersions'>,
  viewer: Row<'users'>,
): Offer => {
  const listing = db.listings.findById(offer.listingId);
  if (!listing) throw new Error(`Offer ${offer.id} names a missing listing ${offer.listingId}`);
  const isCurrent = currentVersionOf(db, offer.id).id === version.id;
  const documents = version.documentIds.flatMap((id) => {
    const document = db.documents.findById(id);
    return document ? [presentDocument(document)] : [];
  });
  return {
    ...version.terms,
    id: offer.id,
    simpleId: offer.simpleId,
    listingId: listing.id,
    listing: { id: listing.id, slug: listing.slug, addressLine1: listing.addressLine1 },
    versionType: version.versionType,
    versionNumber: version.versionNumber,
    submittingSide: version.submittingSide,
    submittedBy: personOf(db, version.submittedById),
    buyersAgent: buyersAgentOf(db, offer.buyersAgentId),
    createdAt: version.createdAt,
    updatedAt: isCurrent ? lastChangeOf(db, offer.id, version.createdAt) : version.createdAt,
    approvedToSendToSeller: offer.approvedToSendToSeller,
    sentToSellersAt: offer.sentToSellersAt,
    documents,
    bestOfferRequest: viewer.id === offer.buyersAgentId ? offer.bestOfferRequest : null,
  };
};

/** The current offer as the viewer sees it. */
export const presentCurrentOffer = (db: Database, offer: Row<'offers'>, viewer: Row<'users'>): Offer =>
  presentOffer(db, offer, currentVersionOf(db, offer.id), viewer);
