import type { Listing, ListingUser, PublicListing } from '@contract/schemas/listing';
import type { County } from '@contract/schemas/templates';
import type { Database } from '../db/database';
import { deepFreeze } from '../db/freeze';
import type { Row } from '../db/runtime-schemas';
import { memoPerRevision } from '../lib/revision-memo';
import { audienceOfRoles, type ListingAudience } from '../policies/listing-access';
import { offersCounterFor } from '../policies/listing-offers';
import type { ListingListItem, ListingViewerFacts } from '../policies/listing-query/collect';
import { rolesOnListing } from '../policies/listing-roles';
import { presentContact, presentPerson } from './person';

/*
 * A stored listing -> the API's Listing, as one viewer may see it. Used by
 * every listings answer (get, getBySlug, list, create, update, addUser,
 * removeUser) and open to the offers domain.
 *
 * What each audience (policies/listing-access.ts) receives:
 *
 * | field                               | seller side        | buying side                     | public (anonymous, no role) |
 * |-------------------------------------|--------------------|---------------------------------|-----------------------------|
 * | agentCommission, listingAgentCustomCommission, titleFeeTemplate, subtractFromMortage | yes (null when unset) | absent | absent |
 * | county                              | with conveyanceFeeFormula | id and name only          | id and name only            |
 * | usersToListing                      | every party, with e-mail and phone | the listing agents (with e-mail and phone, to reach them) and the viewer's own rows; never sellers, buyers or other buyers' agents | the listing agents, name only (no e-mail, no phone) |
 * | offersCounter                       | every offer        | their own offers                | 0                           |
 * | viewedAt                            | the viewer's own last view, null if never (always null when anonymous)                         |
 *
 * Absent means the key is not there at all (the contract marks these fields
 * optional): a null would still tell the buying side that a commission exists.
 */

/** The viewer's last view of the listing, if any (markViewed keeps one row per viewer and listing). */
const lastViewedAt = (db: Database, listingId: number, viewer: Row<'users'> | null): string | null => {
  if (!viewer) return null;
  let latest: string | null = null;
  for (const view of db.listingViews.findBy('listingId', listingId)) {
    if (view.userId === viewer.id && (latest === null || Date.parse(view.viewedAt) > Date.parse(latest)))
      latest = view.viewedAt;
  }
  return latest;
};

const viewerFactsOf = (db: Database, listing: Row<'listings'>, viewer: Row<'users'> | null): ListingViewerFacts => {
  const roles = rolesOnListing(db, listing.id, viewer);
  return {
    roles,
    viewedAt: lastViewedAt(db, listing.id, viewer),
    offersCounter: offersCounterFor(db, listing.id, viewer),
  };
};

const presentParties = (
  db: Database,
  listingId: number,
  viewer: Row<'users'> | null,
  audience: ListingAudience,
): ListingUser[] => {
  const parties = db.listingUsers.findBy('listingId', listingId).filter((party) => {
    if (audience === 'seller-side') return true;
    if (audience === 'buying-side') return party.role === 'listing-agent' || party.userId === viewer?.id;
    return party.role === 'listing-agent';
  });
  return parties.flatMap((party) => {
    const user = db.users.findById(party.userId);
    if (!user) return [];
    return [
      {
        role: party.role,
        automaticallyNotify: party.automaticallyNotify,
        user: audience === 'public' ? presentPerson(user) : presentContact(user),
      },
    ];
  });
};

const presentCounty = (db: Database, countyId: number | null, withFormula: boolean): County | null => {
  const county = countyId === null ? undefined : db.counties.findById(countyId);
  if (!county) return null;
  return withFormula
    ? { id: county.id, name: county.name, conveyanceFeeFormula: county.conveyanceFeeFormula }
    : { id: county.id, name: county.name };
};

const presentAddress = (
  listing: Row<'listings'>,
): Pick<Listing, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode'> => ({
  addressLine1: listing.addressLine1,
  addressLine2: listing.addressLine2,
  city: { name: listing.city },
  state: { name: listing.state },
  zipCode: listing.zipCode,
});

const presentAccountRef = (db: Database, accountId: number): Listing['account'] => ({
  id: accountId,
  brokerage: db.accounts.findById(accountId)?.brokerage ?? null,
});

/** The listing as `viewer` (null: anonymous) may see it; `facts` when the caller already knows them. */
export const presentListing = (
  db: Database,
  listing: Row<'listings'>,
  viewer: Row<'users'> | null,
  facts: ListingViewerFacts = viewerFactsOf(db, listing, viewer),
): Listing => {
  const audience = audienceOfRoles(facts.roles);
  const isSellerSide = audience === 'seller-side';
  const presented: Listing = {
    id: listing.id,
    slug: listing.slug,
    status: listing.status,
    isActive: listing.isActive,
    createdAt: listing.createdAt,
    viewedAt: facts.viewedAt,
    activeDate: listing.activeDate,
    offersCounter: facts.offersCounter,
    ...presentAddress(listing),
    propertyImage: listing.propertyImage,
    account: presentAccountRef(db, listing.accountId),
    usersToListing: presentParties(db, listing.id, viewer, audience),
    buyerBrokerCommissions: listing.buyerBrokerCommissions,
    county: presentCounty(db, listing.countyId, isSellerSide),
  };
  if (!isSellerSide) return presented;
  return {
    ...presented,
    agentCommission: listing.agentCommission,
    listingAgentCustomCommission: listing.listingAgentCustomCommission,
    titleFeeTemplate: listing.titleFeeTemplate,
    subtractFromMortage: listing.subtractFromMortage,
  };
};

// Per revision and per dashboard row (policies/listing-query makes the rows once per user and revision, so a
// row stands for its viewer too), deeply frozen: the answer's check (framework/response-schema.ts) knows it when it sees it again.
const presentedRows = memoPerRevision(
  (db: Database, [item, viewer]: readonly [ListingListItem, Row<'users'>]): Listing =>
    deepFreeze(presentListing(db, item.listing, viewer, item.facts)),
  { keyOf: ([item]) => item, limit: 512 },
);

/** A dashboard row as its user sees it: presentListing, done once per row until the state changes. */
export const presentListingItem = (db: Database, item: ListingListItem, viewer: Row<'users'>): Listing =>
  presentedRows(db, [item, viewer]);

/** The public search card (listings.listPublic): what anyone may see, the listing agents by name. */
export const presentPublicListing = (db: Database, listing: Row<'listings'>): PublicListing => ({
  id: listing.id,
  slug: listing.slug,
  status: listing.status,
  isActive: listing.isActive,
  ...presentAddress(listing),
  propertyImage: listing.propertyImage,
  account: presentAccountRef(db, listing.accountId),
  createdAt: listing.createdAt,
  listingAgents: db.listingUsers.findBy('listingId', listing.id).flatMap((party) => {
    const user = party.role === 'listing-agent' ? db.users.findById(party.userId) : undefined;
    return user ? [presentPerson(user)] : [];
  }),
});
