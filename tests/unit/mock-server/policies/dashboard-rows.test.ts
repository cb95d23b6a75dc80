import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import { listingIdsWithOffers, offersCounterFor } from '@mock/policies/listing-offers';
import { collectUserListings } from '@mock/policies/listing-query/collect';
import { orderedUserListings } from '@mock/policies/listing-query/ordered';
import { visibleOffersOn } from '@mock/policies/offer-access';
import { useDemoDatabase } from './demo-db';

// The dashboard's rows for the signed-in user: every listing they are a party to, with their
// roles on it, their own last view of it and the number of its offers they may see (the number
// on the listing card, which equals the length of its offers tab).

useDemoDatabase();

const user = (id: number) => db.users.findById(id)!;
const { listingAgent, seller, buyersAgent, limitAgent: stranger } = PERSONAS;
/** Demo listing 35: five offers, four of them sent to the sellers, one made by Carlos Mendoza. */
const LISTING = 35;
const NOW = Date.parse('2026-03-02T15:00:00.000Z');
const rowOf = (userId: number, listingId: number) =>
  collectUserListings(db, user(userId)).find((item) => item.listing.id === listingId);
const idsOf = (items: readonly { listing: { id: number } }[]) => items.map((item) => item.listing.id);

describe("the offers counter on a listing's card", () => {
  it('counts the offers the viewer may see: all for a listing agent, the sent ones for a seller, their own for a buyers’ agent', () => {
    expect(offersCounterFor(db, LISTING, user(listingAgent.id))).toBe(5);
    expect(offersCounterFor(db, LISTING, user(seller.id))).toBe(4);
    expect(offersCounterFor(db, LISTING, user(buyersAgent.id))).toBe(1);
    for (const id of [listingAgent.id, seller.id, buyersAgent.id])
      expect(offersCounterFor(db, LISTING, user(id))).toBe(visibleOffersOn(db, LISTING, user(id)).length);
  });

  it('is 0 for a stranger and an anonymous viewer', () => {
    expect(offersCounterFor(db, LISTING, user(stranger.id))).toBe(0);
    expect(offersCounterFor(db, LISTING, null)).toBe(0);
  });

  it('knows which listings have any offer at all', () => {
    const withOffers = listingIdsWithOffers(db);
    expect([...withOffers].sort((a, b) => a - b)).toEqual(
      [...new Set(db.offers.all().map((offer) => offer.listingId))].sort((a, b) => a - b),
    );
    expect(withOffers.has(LISTING)).toBe(true);
    expect(withOffers.has(45)).toBe(false);
  });
});

describe("a user's dashboard rows", () => {
  it('hold every listing the user is a party to, and no other', () => {
    const parties = db.listingUsers.findBy('userId', listingAgent.id).map((party) => party.listingId);
    expect(idsOf(collectUserListings(db, user(listingAgent.id))).sort((a, b) => a - b)).toEqual(
      [...new Set(parties)].sort((a, b) => a - b),
    );
    expect(collectUserListings(db, user(PERSONAS.unverified.id))).toEqual([]);
  });

  it("carry the user's roles, their offers counter and the listing's creation time", async () => {
    expect(rowOf(seller.id, LISTING)).toMatchObject({
      listing: db.listings.findById(LISTING),
      facts: { roles: ['seller'], offersCounter: 4 },
      createdAtMs: Date.parse(db.listings.findById(LISTING)!.createdAt),
    });
    expect(rowOf(buyersAgent.id, LISTING)?.facts.offersCounter).toBe(1);
    await db.listingUsers.insert({
      listingId: LISTING,
      userId: seller.id,
      role: 'buyer',
      automaticallyNotify: false,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(rowOf(seller.id, LISTING)?.facts.roles).toEqual(['seller', 'buyer']);
  });

  it('count no offers on a listing that has none', () => {
    expect(rowOf(listingAgent.id, 45)?.facts.offersCounter).toBe(0);
  });

  it("carry the user's latest view of a listing, whichever view was recorded first, and null when never viewed", async () => {
    const neverViewed = rowOf(listingAgent.id, 45)!;
    expect([neverViewed.facts.viewedAt, neverViewed.viewedAtMs]).toEqual([null, null]);
    const later = '2026-03-02T09:00:00.000Z';
    const earlier = '2026-03-01T09:00:00.000Z';
    for (const viewedAt of [later, earlier])
      await db.listingViews.insert({ listingId: 45, userId: listingAgent.id, viewedAt });
    await db.listingViews.insert({ listingId: 45, userId: seller.id, viewedAt: '2026-03-02T12:00:00.000Z' });
    const viewed = rowOf(listingAgent.id, 45)!;
    expect([viewed.facts.viewedAt, viewed.viewedAtMs]).toEqual([later, Date.parse(later)]);
    const otherNeverViewed = collectUserListings(db, user(listingAgent.id)).find(
      (item) => item.viewedAtMs === null && item.listing.id !== 45,
    )!.listing.id;
    for (const viewedAt of [earlier, later])
      await db.listingViews.insert({ listingId: otherNeverViewed, userId: listingAgent.id, viewedAt });
    expect(rowOf(listingAgent.id, otherNeverViewed)?.facts.viewedAt).toBe(later);
  });

  it('leave out a party row whose listing no longer exists', async () => {
    const party = db.listingUsers.findBy('userId', buyersAgent.id)[0]!;
    const before = idsOf(collectUserListings(db, user(buyersAgent.id)));
    await db.listings.delete(party.listingId);
    expect(idsOf(collectUserListings(db, user(buyersAgent.id))).sort()).toEqual(
      before.filter((id) => id !== party.listingId).sort(),
    );
  });
});

describe('the dashboard query', () => {
  const agent = () => user(listingAgent.id);

  it('answers each query with its own filters and order, also when asked one after another', () => {
    const all = orderedUserListings(db, agent(), {}, NOW);
    const withOffers = orderedUserListings(db, agent(), { hasOffers: 'true' }, NOW);
    const oldestFirst = orderedUserListings(db, agent(), { sortDirection: 'asc' }, NOW);
    expect(withOffers.length).toBeGreaterThan(0);
    expect(withOffers.length).toBeLessThan(all.length);
    expect(withOffers.every((item) => item.facts.offersCounter > 0)).toBe(true);
    expect(idsOf(oldestFirst)).toEqual(idsOf(all).reverse());
  });

  it('answers each user with their own listings, and each moment with its own time window', () => {
    const agentsRows = orderedUserListings(db, agent(), {}, NOW);
    const sellersRows = orderedUserListings(db, user(seller.id), {}, NOW);
    expect(idsOf(sellersRows).sort()).toEqual(idsOf(collectUserListings(db, user(seller.id))).sort());
    expect(idsOf(sellersRows)).not.toEqual(idsOf(agentsRows));
    const lastWeek = orderedUserListings(db, agent(), { timeListed: 'week' }, NOW);
    const aYearLater = orderedUserListings(db, agent(), { timeListed: 'week' }, NOW + 365 * 86_400_000);
    expect(lastWeek.length).toBeGreaterThan(0);
    expect(aYearLater).toEqual([]);
  });

  it('sees a change at once: a listing the user joins is on the next answer', async () => {
    const before = orderedUserListings(db, user(seller.id), {}, NOW);
    expect(idsOf(before)).not.toContain(46);
    await db.listingUsers.insert({
      listingId: 46,
      userId: seller.id,
      role: 'seller',
      automaticallyNotify: false,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(idsOf(orderedUserListings(db, user(seller.id), {}, NOW))).toContain(46);
  });
});
