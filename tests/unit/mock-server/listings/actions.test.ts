import { describe, expect, it } from 'vitest';
import type { Listing } from '@contract/schemas/listing';
import { anonymous, BASE, db, setClock, signIn, useScenario } from './support';

useScenario('demo');

const LISTING = 33;
const offersOn = (listingId: number) => db.offers.all().filter((offer) => offer.listingId === listingId);
const listingLogs = (listingId: number, action: string) =>
  db.logs
    .all()
    .filter((entry) => entry.subject === 'listing' && entry.subjectId === listingId && entry.action === action);

describe('POST /listing/:listingId/offers/send-buyers-emails', () => {
  const mail = {
    subject: 'Highest and best by Friday',
    message: 'Please send your highest and best offer by Friday noon.',
  };

  it('counts each buying agent with an offer once, and logs it', async () => {
    // A second offer from an agent who already made one: still one e-mail for them.
    const [repeat] = offersOn(LISTING);
    await db.offers.insert({ ...repeat!, simpleId: 'OF-9999', createdAt: repeat!.createdAt });
    const agents = new Set(offersOn(LISTING).map((offer) => offer.buyersAgentId));
    expect(agents.size).toBe(offersOn(LISTING).length - 1);
    const answer = await (await signIn('listingAgent')).postJson(`/listing/${LISTING}/offers/send-buyers-emails`, mail);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ success: true, body: { sent: agents.size } });
    expect(listingLogs(LISTING, 'listing.buyers_emailed').at(-1)!.message).toBe(
      `Maya Thornton e-mailed ${agents.size} buying agents: Highest and best by Friday`,
    );
  });

  it('narrows to the agents of the chosen offers; an offer of another listing is a 400', async () => {
    const [first, second] = offersOn(LISTING);
    const agent = await signIn('seller');
    const chosen = await agent.postJson(`/listing/${LISTING}/offers/send-buyers-emails`, {
      ...mail,
      offerIds: [first!.id, second!.id],
    });
    expect(chosen.json.body).toEqual({ sent: new Set([first!.buyersAgentId, second!.buyersAgentId]).size });
    const foreign = offersOn(35)[0]!;
    const wrong = await agent.postJson(`/listing/${LISTING}/offers/send-buyers-emails`, {
      ...mail,
      offerIds: [first!.id, foreign.id],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ 'offerIds.1': 'No such offer on this listing' });
  });

  it('answers 0 on a listing without offers', async () => {
    const quiet = db.listings
      .all()
      .find(
        (listing) =>
          listing.id !== LISTING &&
          offersOn(listing.id).length === 0 &&
          db.listingUsers.all().some((row) => row.listingId === listing.id && row.userId === 1),
      )!;
    const answer = await (
      await signIn('listingAgent')
    ).postJson(`/listing/${quiet.id}/offers/send-buyers-emails`, mail);
    expect(answer.json.body).toEqual({ sent: 0 });
  });

  it("is for the seller side only: 403 for a buyers' agent and a stranger, 401 signed out, 400 without a subject", async () => {
    for (const persona of ['buyersAgent', 'buyer', 'limitAgent'] as const) {
      const answer = await (await signIn(persona)).postJson(`/listing/${LISTING}/offers/send-buyers-emails`, mail);
      expect(answer.status).toBe(403);
    }
    expect((await anonymous().postJson(`/listing/${LISTING}/offers/send-buyers-emails`, mail)).status).toBe(401);
    const bad = await (
      await signIn('listingAgent')
    ).postJson(`/listing/${LISTING}/offers/send-buyers-emails`, { message: 'x' });
    expect(bad.json.errors).toEqual({ subject: 'This field is required' });
  });
});

describe('incoming listings become active on their Active Date, by the mock clock', () => {
  const due = () =>
    db.listings.all().filter((listing) => listing.status === 'incoming' && listing.activeDate === '2026-03-04');

  it('stays incoming before the date, and activates (logged once) when the clock reaches it', async () => {
    const listings = due();
    expect(listings.length).toBeGreaterThan(0);
    await setClock('2026-03-03T23:59:59Z');
    expect(listings.every((listing) => db.listings.findById(listing.id)!.status === 'incoming')).toBe(true);

    await setClock('2026-03-04T00:00:00Z');
    for (const listing of listings) {
      expect(db.listings.findById(listing.id)).toMatchObject({ status: 'active', isActive: true });
      expect(listingLogs(listing.id, 'listing.activated')).toEqual([
        expect.objectContaining({
          createdAt: '2026-03-04T00:00:00.000Z',
          actorId: null,
          message: 'The listing became active on its active date',
        }),
      ]);
    }
    // Later incoming listings wait for their own date.
    expect(
      db.listings
        .all()
        .filter((listing) => listing.status === 'incoming')
        .every((listing) => listing.activeDate! > '2026-03-04'),
    ).toBe(true);

    // Idempotent: moving on, a request, and a reseed-free clock change log nothing more.
    await setClock('2026-03-04T12:00:00Z');
    await (await signIn('listingAgent')).get('/listing');
    for (const listing of listings) expect(listingLogs(listing.id, 'listing.activated')).toHaveLength(1);
  });

  it('shows the activation in the API: the listing answers active, the log has the entry', async () => {
    const [listing] = due();
    await setClock('2026-03-05T09:00:00Z');
    const agent = await signIn('listingAgent');
    expect((await agent.get<Listing>(`/listing/${listing!.id}`)).json.body.status).toBe('active');
    const logs = await agent.get<{ data: { action: string }[] }>(`/listing/${listing!.id}/logs`);
    expect(logs.json.body.data[0]!.action).toBe('listing.activated');
  });

  it('also advances with { advanceMs }', async () => {
    const incoming = db.listings.all().filter((listing) => listing.status === 'incoming');
    await fetch(`${BASE}/__mock/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 40 * 86_400_000 }),
    });
    expect(incoming.every((listing) => db.listings.findById(listing.id)!.status === 'active')).toBe(true);
  });
});
