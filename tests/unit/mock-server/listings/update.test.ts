import { describe, expect, it } from 'vitest';
import type { Listing } from '@contract/schemas/listing';
import { PERSONAS } from '@fixtures/personas';
import { anonymous, db, PNG_DATA_URL, pngFile, signIn, useScenario } from './support';

useScenario('demo');

// Listing 34: active, listed by listing.agent with co.listing.agent; 11: archived (inactive).
const LISTING = 34;

/** The edit form as the client sends it: the listing's current values (co-listing agents besides the creator), then the changes. */
const formOf = (listingId: number, overrides: Record<string, unknown> = {}) => {
  const listing = db.listings.findById(listingId)!;
  const parties = db.listingUsers.all().filter((row) => row.listingId === listingId);
  const emailOf = (userId: number) => db.users.findById(userId)!.email;
  return {
    status: listing.status,
    activeDate: listing.activeDate,
    addressLine1: listing.addressLine1,
    addressLine2: listing.addressLine2,
    city: listing.city,
    state: listing.state,
    zipCode: listing.zipCode,
    countyId: listing.countyId,
    sellers: parties
      .filter((row) => row.role === 'seller')
      .map((row) => ({ email: emailOf(row.userId), automaticallyNotify: row.automaticallyNotify })),
    listingAgents: parties
      .filter((row) => row.role === 'listing-agent' && row.userId !== listing.createdById)
      .map((row) => ({ email: emailOf(row.userId) })),
    agentCommissionId: listing.agentCommission?.id ?? null,
    listingAgentCustomCommission: listing.listingAgentCustomCommission,
    buyerBrokerCommissionIds: listing.buyerBrokerCommissions.map((copy) => copy.id),
    titleFeeTemplateId: listing.titleFeeTemplate?.id ?? null,
    subtractFromMortage: listing.subtractFromMortage,
    ...overrides,
  };
};
const actionsSince = (listingId: number, afterId: number) =>
  db.logs
    .all()
    .filter((entry) => entry.subject === 'listing' && entry.subjectId === listingId && entry.id > afterId)
    .map((entry) => entry.action);
const lastLogId = () => Math.max(...db.logs.all().map((entry) => entry.id));

describe('PATCH /listing/:id', () => {
  it('saves an unchanged form without logging anything, and keeps the photo when none is sent', async () => {
    const before = db.listings.findById(LISTING)!;
    const mark = lastLogId();
    const answer = await (
      await signIn('listingAgent')
    ).multipart<Listing>(`/listing/${LISTING}`, formOf(LISTING), 'PATCH');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.body.propertyImage).toEqual(before.propertyImage);
    expect(actionsSince(LISTING, mark)).toEqual([]);
  });

  it('updates the fields and the photo, logging listing.updated', async () => {
    const mark = lastLogId();
    const answer = await (
      await signIn('coListingAgent')
    ).multipart<Listing>(
      `/listing/${LISTING}`,
      formOf(LISTING, {
        addressLine2: 'Suite 200',
        subtractFromMortage: null,
        titleFeeTemplateId: 3,
        propertyImage: pngFile('new.png'),
      }),
      'PATCH',
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.body).toMatchObject({
      addressLine2: 'Suite 200',
      subtractFromMortage: null,
      titleFeeTemplate: { id: 3, name: 'Premium title package' },
      propertyImage: { url: PNG_DATA_URL, fileName: 'new.png' },
      slug: db.listings.findById(LISTING)!.slug,
    });
    expect(actionsSince(LISTING, mark)).toEqual(['listing.updated']);
  });

  it('logs a status change as listing.status_changed; sold makes the listing read-only', async () => {
    const mark = lastLogId();
    const agent = await signIn('listingAgent');
    const answer = await agent.multipart<Listing>(`/listing/${LISTING}`, formOf(LISTING, { status: 'sold' }), 'PATCH');
    expect(answer.json.body).toMatchObject({ status: 'sold', isActive: false });
    expect(actionsSince(LISTING, mark)).toEqual(['listing.status_changed']);
    expect(db.logs.all().at(-1)!.message).toBe('Maya Thornton changed the status from Active to Sold');
    const again = await agent.multipart(`/listing/${LISTING}`, formOf(LISTING, { status: 'active' }), 'PATCH');
    expect(again.status).toBe(403);
  });

  it('keeps a template copy the listing holds even after the template changed', async () => {
    const listing = db.listings.findById(LISTING)!;
    const copy = listing.agentCommission!;
    await db.commissionTemplates.update(copy.id, { formula: 'pp * 0.05' });
    const answer = await (
      await signIn('listingAgent')
    ).multipart<Listing>(`/listing/${LISTING}`, formOf(LISTING), 'PATCH');
    expect(answer.json.body.agentCommission).toEqual(copy);
  });

  it('makes the sellers and co-listing agents match the form; the creator and the editing agent stay', async () => {
    expect(db.listings.findById(LISTING)!.createdById).toBe(PERSONAS.listingAgent.id);
    const mark = lastLogId();
    const answer = await (
      await signIn('coListingAgent')
    ).multipart<Listing>(
      `/listing/${LISTING}`,
      formOf(LISTING, { sellers: [{ email: 'buyer@offerdesk.test', automaticallyNotify: false }], listingAgents: [] }),
      'PATCH',
    );
    expect(answer.status, answer.text).toBe(200);
    expect(
      answer.json.body.usersToListing.map((party) => [party.user.id, party.role, party.automaticallyNotify]),
    ).toEqual([
      [PERSONAS.listingAgent.id, 'listing-agent', false],
      [PERSONAS.coListingAgent.id, 'listing-agent', false],
      [PERSONAS.buyer.id, 'seller', false],
    ]);
    const removedSellers = db.logs.all().filter((entry) => entry.id > mark && entry.action === 'listing.user_removed');
    expect(removedSellers.length).toBeGreaterThan(0);
    expect(removedSellers.every((entry) => entry.message.endsWith('as a seller'))).toBe(true);
    expect(actionsSince(LISTING, mark)).toContain('listing.user_added');

    // The creator, editing with no co-listing agents, takes the co-listing agent off.
    const byCreator = await (
      await signIn('listingAgent')
    ).multipart<Listing>(`/listing/${LISTING}`, formOf(LISTING, { listingAgents: [] }), 'PATCH');
    expect(
      byCreator.json.body.usersToListing
        .filter((party) => party.role === 'listing-agent')
        .map((party) => party.user.id),
    ).toEqual([PERSONAS.listingAgent.id]);
  });

  it("changes a seller's automaticallyNotify through the form, logged as listing.updated", async () => {
    const form = formOf(LISTING);
    const [first] = form.sellers;
    const mark = lastLogId();
    const answer = await (
      await signIn('listingAgent')
    ).multipart<Listing>(
      `/listing/${LISTING}`,
      { ...form, sellers: [{ ...first!, automaticallyNotify: !first!.automaticallyNotify }, ...form.sellers.slice(1)] },
      'PATCH',
    );
    const seller = answer.json.body.usersToListing.find((party) => party.user.email === first!.email)!;
    expect(seller.automaticallyNotify).toBe(!first!.automaticallyNotify);
    expect(actionsSince(LISTING, mark)).toEqual(['listing.updated']);
  });

  it("refuses a buyers' agent, a seller and a stranger (403), anonymous callers (401), and unknown listings (404)", async () => {
    for (const persona of ['buyersAgent', 'seller', 'limitAgent'] as const) {
      const answer = await (await signIn(persona)).multipart(`/listing/33`, formOf(33), 'PATCH');
      expect(answer.status).toBe(403);
      expect(answer.json.message).toBe('Only a listing agent of this listing can change it');
    }
    expect((await anonymous().multipart(`/listing/${LISTING}`, formOf(LISTING), 'PATCH')).status).toBe(401);
    expect((await (await signIn('listingAgent')).multipart('/listing/99999', formOf(LISTING), 'PATCH')).status).toBe(
      404,
    );
  });

  it('refuses to edit an inactive listing, even for its listing agent', async () => {
    const archived = db.listings.findById(11)!;
    expect(archived.isActive).toBe(false);
    const answer = await (await signIn('listingAgent')).multipart(`/listing/11`, formOf(11), 'PATCH');
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe('This listing is inactive and read-only');
  });

  it('answers 400 for a slug another listing uses, and for a GIF photo', async () => {
    const agent = await signIn('listingAgent');
    const taken = await agent.multipart(
      `/listing/${LISTING}`,
      formOf(LISTING, { slug: db.listings.findById(33)!.slug }),
      'PATCH',
    );
    expect(taken.json.errors).toEqual({ slug: 'This address is already used by another listing' });
    const own = await agent.multipart(
      `/listing/${LISTING}`,
      formOf(LISTING, { slug: db.listings.findById(LISTING)!.slug }),
      'PATCH',
    );
    expect(own.status).toBe(200);
    const gif = await agent.multipart(
      `/listing/${LISTING}`,
      formOf(LISTING, { propertyImage: new File(['GIF89a'], 'x.gif', { type: 'image/gif' }) }),
      'PATCH',
    );
    expect(gif.status).toBe(400);
  });
});
