import { describe, expect, it } from 'vitest';
import type { Paginated } from '@contract/schemas/common';
import type { Listing } from '@contract/schemas/listing';
import type { LogEntry } from '@contract/schemas/log';
import { PERSONAS } from '@fixtures/personas';
import { anonymous, db, signIn, useScenario } from './support';

useScenario('demo');

// Listing 33 of the demo: active, listing.agent and co.listing.agent list it, the seller persona sells it,
// buyers.agent made offers on it for the buyer persona, and other agents made offers too.
const LISTING = 33;
const partiesOf = (listingId: number) => db.listingUsers.all().filter((row) => row.listingId === listingId);

describe('GET /listing/:id and /listing/slug/:slug', () => {
  it('answers the same listing by id and by slug', async () => {
    const agent = await signIn('listingAgent');
    const byId = await agent.get<Listing>(`/listing/${LISTING}`);
    const bySlug = await agent.get<Listing>(`/listing/slug/${db.listings.findById(LISTING)!.slug}`);
    expect(byId.status).toBe(200);
    expect(bySlug.json.body).toEqual(byId.json.body);
    expect(byId.json.body).toMatchObject({
      id: LISTING,
      status: 'active',
      isActive: true,
      account: { id: 1, brokerage: 'Harbor & Main Realty' },
    });
  });

  it('answers 404 for an unknown id or slug, and 400 for a malformed id', async () => {
    const agent = await signIn('listingAgent');
    expect((await agent.get('/listing/99999')).status).toBe(404);
    expect((await anonymous().get('/listing/slug/no-such-listing')).json).toEqual({
      success: false,
      message: 'Listing not found',
    });
    expect((await agent.get('/listing/abc')).status).toBe(400);
  });

  it('shows the seller side every party with contacts, and the offer count of every offer', async () => {
    const body = (await (await signIn('listingAgent')).get<Listing>(`/listing/${LISTING}`)).json.body;
    expect(body.usersToListing.map((party) => [party.user.id, party.role])).toEqual(
      partiesOf(LISTING).map((row) => [row.userId, row.role]),
    );
    expect(body.usersToListing.every((party) => party.user.email)).toBe(true);
    expect(body.offersCounter).toBe(db.offers.all().filter((offer) => offer.listingId === LISTING).length);
  });

  it("shows a buyers' agent the listing agents and themselves, and only their own offers", async () => {
    const body = (await (await signIn('buyersAgent')).get<Listing>(`/listing/${LISTING}`)).json.body;
    const expected = partiesOf(LISTING).filter(
      (row) => row.role === 'listing-agent' || row.userId === PERSONAS.buyersAgent.id,
    );
    expect(body.usersToListing.map((party) => party.user.id)).toEqual(expected.map((row) => row.userId));
    expect(body.usersToListing.some((party) => party.role === 'seller')).toBe(false);
    const own = db.offers
      .all()
      .filter((offer) => offer.listingId === LISTING && offer.buyersAgentId === PERSONAS.buyersAgent.id);
    expect(own.length).toBeGreaterThan(0);
    expect(body.offersCounter).toBe(own.length);
    expect(body.offersCounter).toBeLessThan(db.offers.all().filter((offer) => offer.listingId === LISTING).length);
  });

  it('shows anonymous viewers the listing agents by name and the brokerage, no offers, no view', async () => {
    const body = (await anonymous().get<Listing>(`/listing/${LISTING}`)).json.body;
    const agents = partiesOf(LISTING).filter((row) => row.role === 'listing-agent');
    expect(body.usersToListing).toEqual(
      agents.map((row) => ({
        role: 'listing-agent',
        automaticallyNotify: false,
        user: { id: row.userId, fullName: db.users.findById(row.userId)!.fullName },
      })),
    );
    expect(body).toMatchObject({ account: { brokerage: 'Harbor & Main Realty' }, offersCounter: 0, viewedAt: null });
  });

  it('treats a signed-in stranger like an anonymous viewer', async () => {
    const body = (await (await signIn('limitAgent')).get<Listing>(`/listing/${LISTING}`)).json.body;
    expect(body.usersToListing.every((party) => party.role === 'listing-agent' && party.user.email === undefined)).toBe(
      true,
    );
    expect(body.offersCounter).toBe(0);
  });
});

describe('POST /listing/:id/view', () => {
  it("records the viewer's own last view at the mock clock's time; others' views stay theirs", async () => {
    const listingId = 34;
    const agent = await signIn('coListingAgent');
    const before = (await agent.get<Listing>(`/listing/${listingId}`)).json.body.viewedAt;
    const marked = await agent.call('/listing/34/view', { method: 'POST' });
    expect(marked.status).toBe(200);
    expect(marked.json).toEqual({ success: true, body: null });
    const state = await (await fetch('http://localhost/__mock/state')).json();
    const after = (await agent.get<Listing>(`/listing/${listingId}`)).json.body.viewedAt;
    expect(after).toBe(state.body.clock);
    expect(after).not.toBe(before);
    // Once more: the same row moves on, no second row.
    await agent.call('/listing/34/view', { method: 'POST' });
    expect(
      db.listingViews
        .all()
        .filter((view) => view.listingId === listingId && view.userId === PERSONAS.coListingAgent.id),
    ).toHaveLength(1);
    const other = (await (await signIn('admin')).get<Listing>(`/listing/${listingId}`)).json.body.viewedAt;
    expect(other).not.toBe(after);
  });

  it('puts the listing first in recentlyViewedFirst', async () => {
    const agent = await signIn('listingAgent');
    const oldest = (
      await agent.get<Paginated<Listing>>('/listing?sort=recentlyViewedFirst&perPage=48')
    ).json.body.data.at(-1)!;
    await agent.call(`/listing/${oldest.id}/view`, { method: 'POST' });
    const first = (await agent.get<Paginated<Listing>>('/listing?sort=recentlyViewedFirst')).json.body.data[0]!;
    expect(first.id).toBe(oldest.id);
  });

  it('needs a session and an existing listing', async () => {
    expect((await anonymous().call('/listing/34/view', { method: 'POST' })).status).toBe(401);
    expect((await (await signIn('buyer')).call('/listing/99999/view', { method: 'POST' })).status).toBe(404);
  });
});

describe('GET /listing/:listingId/logs', () => {
  const logsOf = (listingId: number) =>
    db.logs.all().filter((entry) => entry.subject === 'listing' && entry.subjectId === listingId);
  const newestFirst = (entries: ReturnType<typeof logsOf>) =>
    [...entries]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
      .map((entry) => entry.id);

  it('answers the seller side the whole log, newest first, paged; 9999 means all', async () => {
    const expected = newestFirst(logsOf(LISTING));
    expect(expected.length).toBeGreaterThan(3);
    for (const persona of ['listingAgent', 'seller'] as const) {
      const all = await (await signIn(persona)).get<Paginated<LogEntry>>(`/listing/${LISTING}/logs?perPage=9999`);
      expect(all.json.body.data.map((entry) => entry.id)).toEqual(expected);
      expect(all.json.body.total).toBe(expected.length);
    }
    const page = await (
      await signIn('listingAgent')
    ).get<Paginated<LogEntry>>(`/listing/${LISTING}/logs?perPage=2&page=2`);
    expect(page.json.body).toMatchObject({
      currentPage: 2,
      limit: 2,
      previousPage: 1,
      nextPage: 3,
      total: expected.length,
    });
    expect(page.json.body.data.map((entry) => entry.id)).toEqual(expected.slice(2, 4));
    const first = page.json.body.data[0]!;
    const stored = db.logs.findById(first.id)!;
    expect(first.actor).toEqual(
      stored.actorId === null ? null : { id: stored.actorId, fullName: db.users.findById(stored.actorId)!.fullName },
    );
  });

  it("answers a buyers' agent only the entries of their own actions", async () => {
    const own = logsOf(LISTING).filter((entry) => entry.actorId === PERSONAS.buyersAgent.id);
    expect(own.length).toBeGreaterThan(0);
    const answer = await (
      await signIn('buyersAgent')
    ).get<Paginated<LogEntry>>(`/listing/${LISTING}/logs?perPage=9999`);
    expect(answer.json.body.data.map((entry) => entry.id)).toEqual(newestFirst(own));
  });

  it('refuses strangers (403) and anonymous callers (401), and answers 404 for an unknown listing', async () => {
    const stranger = await (await signIn('limitAgent')).get(`/listing/${LISTING}/logs`);
    expect(stranger.status).toBe(403);
    expect(stranger.json.message).toBe('You are not a party to this listing');
    expect((await anonymous().get(`/listing/${LISTING}/logs`)).status).toBe(401);
    expect((await (await signIn('listingAgent')).get('/listing/99999/logs')).status).toBe(404);
  });
});

describe('GET /location', () => {
  it('answers city, state and county (id and name) for a zip code, never the conveyance formula, to anyone', async () => {
    const expected = [
      {
        zipCode: '97202',
        city: { name: 'Portland' },
        state: { name: 'OR' },
        county: { id: 1, name: 'Multnomah County' },
      },
    ];
    for (const persona of ['listingAgent', 'buyersAgent', 'seller'] as const) {
      const answer = await (await signIn(persona)).get<unknown[]>('/location?zipCode=97202');
      expect(answer.json.body).toEqual(expected);
      expect(answer.text).not.toContain('conveyanceFeeFormula');
    }
  });

  it('answers an empty list for an unknown zip code, 400 for a malformed one, 401 signed out', async () => {
    const agent = await signIn('listingAgent');
    expect((await agent.get('/location?zipCode=00000')).json.body).toEqual([]);
    const bad = await agent.get('/location?zipCode=972');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ zipCode: 'Zip code must be 5 digits' });
    expect((await anonymous().get('/location?zipCode=97202')).status).toBe(401);
  });
});
