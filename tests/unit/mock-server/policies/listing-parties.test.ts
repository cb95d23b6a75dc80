import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import {
  findListing,
  isActiveStatus,
  LISTING_NOT_FOUND,
  LISTING_READ_ONLY,
  listingAudience,
  NOT_A_PARTY,
  requireListingEditor,
  requireSellerSide,
} from '@mock/policies/listing-access';
import { logsOf } from '@mock/lib/logs';
import { listingLogFilterFor } from '@mock/policies/listing-logs';
import { isListingAgentOf, isSellerSideOf, rolesOnListing } from '@mock/policies/listing-roles';
import { messageOf, statusOf, useDemoDatabase } from './demo-db';

// Who is who on a listing, and what that lets them see and change: the listing agents and the
// sellers are its seller side, the buyers' agents and buyers its buying side, anyone else a stranger.

useDemoDatabase();

const user = (id: number) => db.users.findById(id)!;
/**
 * Demo listing 35: Maya Thornton and Daniel Okafor list it, Rebecca Lindqvist sells it, Carlos
 * Mendoza is one of its buyers' agents; Nora Castellanos is on it in no role.
 */
const LISTING = 35;
const listing = () => db.listings.findById(LISTING)!;
const { listingAgent, coListingAgent, seller, buyersAgent, limitAgent: stranger } = PERSONAS;

describe("a user's roles on a listing", () => {
  it('are every role they hold there, and none for a stranger or an anonymous viewer', async () => {
    expect(rolesOnListing(db, LISTING, user(listingAgent.id))).toEqual(['listing-agent']);
    expect(rolesOnListing(db, LISTING, user(stranger.id))).toEqual([]);
    expect(rolesOnListing(db, LISTING, null)).toEqual([]);
    await db.listingUsers.insert({
      listingId: LISTING,
      userId: buyersAgent.id,
      role: 'buyer',
      automaticallyNotify: false,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(rolesOnListing(db, LISTING, user(buyersAgent.id)).sort()).toEqual(['buyer', 'buyers_agent']);
  });

  it('make the listing agents listing agents, and the sellers and listing agents its seller side', () => {
    expect(isListingAgentOf(db, LISTING, user(coListingAgent.id))).toBe(true);
    expect(isListingAgentOf(db, LISTING, user(seller.id))).toBe(false);
    expect(isListingAgentOf(db, LISTING, null)).toBe(false);
    expect(isSellerSideOf(db, LISTING, user(seller.id))).toBe(true);
    expect(isSellerSideOf(db, LISTING, user(listingAgent.id))).toBe(true);
    expect(isSellerSideOf(db, LISTING, user(buyersAgent.id))).toBe(false);
    expect(isSellerSideOf(db, LISTING, null)).toBe(false);
  });

  it("put a buyers' agent who also sells the listing on its seller side", async () => {
    await db.listingUsers.insert({
      listingId: LISTING,
      userId: buyersAgent.id,
      role: 'seller',
      automaticallyNotify: false,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(isSellerSideOf(db, LISTING, user(buyersAgent.id))).toBe(true);
    expect(listingAudience(db, LISTING, user(buyersAgent.id))).toBe('seller-side');
  });

  it("decide how much of the listing they receive: seller side, buying side, or the public's", () => {
    expect(listingAudience(db, LISTING, user(seller.id))).toBe('seller-side');
    expect(listingAudience(db, LISTING, user(buyersAgent.id))).toBe('buying-side');
    expect(listingAudience(db, LISTING, user(stranger.id))).toBe('public');
    expect(listingAudience(db, LISTING, null)).toBe('public');
  });
});

describe('finding and changing a listing', () => {
  it('finds a listing by id, and answers an unknown id with 404 Listing not found', () => {
    expect(findListing(db, LISTING)).toEqual(listing());
    expect(statusOf(() => findListing(db, 999_999))).toBe(404);
    expect(messageOf(() => findListing(db, 999_999))).toBe(LISTING_NOT_FOUND);
  });

  it('lets only its listing agents change it (403 for its seller and everyone else), and only while it is active', async () => {
    expect(statusOf(() => requireListingEditor(db, listing(), user(coListingAgent.id)))).toBeUndefined();
    for (const id of [seller.id, buyersAgent.id, stranger.id]) {
      expect(statusOf(() => requireListingEditor(db, listing(), user(id)))).toBe(403);
      expect(messageOf(() => requireListingEditor(db, listing(), user(id)))).toBe(
        'Only a listing agent of this listing can change it',
      );
    }
    await db.listings.update(LISTING, { isActive: false });
    expect(messageOf(() => requireListingEditor(db, listing(), user(listingAgent.id)))).toBe(LISTING_READ_ONLY);
  });

  it('lets the seller side e-mail the buying agents, and refuses the buying side and strangers (403)', () => {
    expect(statusOf(() => requireSellerSide(db, listing(), user(seller.id)))).toBeUndefined();
    expect(statusOf(() => requireSellerSide(db, listing(), user(listingAgent.id)))).toBeUndefined();
    for (const id of [buyersAgent.id, stranger.id]) {
      expect(statusOf(() => requireSellerSide(db, listing(), user(id)))).toBe(403);
      expect(messageOf(() => requireSellerSide(db, listing(), user(id)))).toBe(
        'Only the listing agents and sellers of this listing can do this',
      );
    }
  });

  it('treats a sold or archived listing as over, and incoming, active and pending ones as still changing', () => {
    expect(isActiveStatus('sold')).toBe(false);
    expect(isActiveStatus('archived')).toBe(false);
    for (const status of ['incoming', 'active', 'pending'] as const) expect(isActiveStatus(status)).toBe(true);
  });
});

describe("a listing's log", () => {
  const entries = () => logsOf(db, 'listing', LISTING);
  const logOf = (id: number) => entries().filter(listingLogFilterFor(db, listing(), user(id)));

  it('is all there for the seller side', () => {
    const all = entries();
    expect(new Set(all.map((entry) => entry.actorId)).size).toBeGreaterThan(2);
    expect(logOf(seller.id)).toEqual(all);
    expect(logOf(listingAgent.id)).toEqual(all);
  });

  it('shows the buying side only the entries of their own actions', () => {
    const own = logOf(buyersAgent.id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(entries().length);
    expect(own).toEqual(entries().filter((entry) => entry.actorId === buyersAgent.id));
  });

  it('is refused to anyone not on the listing (403)', () => {
    expect(statusOf(() => logOf(stranger.id))).toBe(403);
    expect(messageOf(() => logOf(stranger.id))).toBe(NOT_A_PARTY);
  });
});
