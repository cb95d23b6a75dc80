import { describe, expect, it } from 'vitest';
import type { Listing } from '@contract/schemas/listing';
import { PERSONAS } from '@fixtures/personas';
import { anonymous, db, PNG_DATA_URL, pngFile, signIn, useScenario } from './support';

useScenario('demo');

const form = (overrides: Record<string, unknown> = {}) => ({
  status: 'active',
  addressLine1: '1420 SE Alder Street',
  addressLine2: 'Unit 4',
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
  countyId: 1,
  sellers: [
    { email: 'seller@offerdesk.test', automaticallyNotify: false },
    { email: 'new.owner@example.com', fullName: 'Jordan Ellis' },
  ],
  listingAgents: [{ email: 'CO.LISTING.AGENT@offerdesk.test' }],
  agentCommissionId: 1,
  listingAgentCustomCommission: 750,
  buyerBrokerCommissionIds: [2, 3],
  titleFeeTemplateId: 1,
  subtractFromMortage: 250_000,
  propertyImage: pngFile('front.png'),
  ...overrides,
});

const listingCountOf = (accountId: number) => db.accounts.findById(accountId)!.listingCount;

describe('POST /listing', () => {
  it('creates the listing: 201, +1 listingCount, the photo as a data URL, template copies, parties, log', async () => {
    const agent = await signIn('listingAgent');
    const before = listingCountOf(1);
    const answer = await agent.multipart<Listing>('/listing', form(), 'POST');
    expect(answer.status, answer.text).toBe(201);
    const listing = answer.json.body;
    expect(listingCountOf(1)).toBe(before + 1);
    expect(listing).toMatchObject({
      slug: '1420-se-alder-street-portland',
      status: 'active',
      isActive: true,
      addressLine2: 'Unit 4',
      city: { name: 'Portland' },
      propertyImage: { url: PNG_DATA_URL, fileName: 'front.png' },
      agentCommission: { id: 1, name: '3% of price', formula: db.commissionTemplates.findById(1)!.formula },
      listingAgentCustomCommission: 750,
      buyerBrokerCommissions: [{ id: 2 }, { id: 3 }],
      titleFeeTemplate: { id: 1, fees: db.titleFeeTemplates.findById(1)!.fees },
      subtractFromMortage: 250_000,
      county: { id: 1, name: 'Multnomah County' },
      offersCounter: 0,
      viewedAt: null,
      createdAt: expect.any(String),
    });
    expect(listing.usersToListing.map((party) => [party.user.email, party.role, party.automaticallyNotify])).toEqual([
      ['listing.agent@offerdesk.test', 'listing-agent', false],
      ['co.listing.agent@offerdesk.test', 'listing-agent', false],
      ['seller@offerdesk.test', 'seller', false],
      ['new.owner@example.com', 'seller', true],
    ]);
    // The photo round-trips: the stored listing answers the same data URL later.
    const again = await agent.get<Listing>(`/listing/slug/${listing.slug}`);
    expect(again.json.body.propertyImage?.url).toBe(PNG_DATA_URL);

    const logs = db.logs.all().filter((entry) => entry.subject === 'listing' && entry.subjectId === listing.id);
    expect(logs.map((entry) => entry.action)).toEqual([
      'listing.created',
      'listing.user_added',
      'listing.user_added',
      'listing.user_added',
    ]);
    expect(logs[0]!.message).toBe('Maya Thornton created the listing');
  });

  it('invites an unknown seller: a consumer with no password and an invitation with a deterministic token', async () => {
    const answer = await (await signIn('listingAgent')).multipart<Listing>('/listing', form(), 'POST');
    const user = db.users.all().find((row) => row.email === 'new.owner@example.com')!;
    expect(user).toMatchObject({ userType: 'consumer', password: null, fullName: 'Jordan Ellis', accountId: null });
    const invitation = db.invitations.all().find((row) => row.email === 'new.owner@example.com')!;
    expect(invitation).toMatchObject({
      invitedById: PERSONAS.listingAgent.id,
      role: 'seller',
      listingId: answer.json.body.id,
      automaticallyNotify: true,
      acceptedAt: null,
    });
    expect(invitation.token).toMatch(/^inv\.[A-Za-z0-9_-]{43}$/);
  });

  it('numbers the slug when the address is taken, and takes a free advanced slug as given', async () => {
    const agent = await signIn('listingAgent');
    await agent.multipart('/listing', form(), 'POST');
    const second = await agent.multipart<Listing>('/listing', form(), 'POST');
    expect(second.json.body.slug).toBe('1420-se-alder-street-portland-2');
    const custom = await agent.multipart<Listing>('/listing', form({ slug: 'alder-loft' }), 'POST');
    expect(custom.json.body.slug).toBe('alder-loft');
    const taken = await agent.multipart('/listing', form({ slug: 'alder-loft' }), 'POST');
    expect(taken.status).toBe(400);
    expect(taken.json.errors).toEqual({ slug: 'This address is already used by another listing' });
  });

  it('answers 403 with the missing challenges for an unverified agent, and creates nothing', async () => {
    const count = db.listings.count();
    const answer = await (
      await signIn('unverified')
    ).multipart(
      '/listing',
      form({ agentCommissionId: null, buyerBrokerCommissionIds: [], titleFeeTemplateId: null }),
      'POST',
    );
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({
      success: false,
      message: 'Verify your e-mail address and phone number before creating a listing',
      challenges: ['email-verification', 'phone-verification'],
    });
    expect(db.listings.count()).toBe(count);
  });

  it("answers 403 at the plan's listing limit", async () => {
    const before = listingCountOf(4);
    const answer = await (
      await signIn('limitAgent')
    ).multipart(
      '/listing',
      form({ agentCommissionId: 8, buyerBrokerCommissionIds: [9], titleFeeTemplateId: 5 }),
      'POST',
    );
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe(
      "Your plan's listing limit is reached. Upgrade your subscription to add listings.",
    );
    expect(answer.json.challenges).toBeUndefined();
    expect(listingCountOf(4)).toBe(before);
  });

  it('refuses consumers (403) and anonymous callers (401)', async () => {
    expect((await (await signIn('seller')).multipart('/listing', form(), 'POST')).status).toBe(403);
    expect((await anonymous().multipart('/listing', form(), 'POST')).status).toBe(401);
  });

  it('answers 400 without a photo, or with a GIF', async () => {
    const agent = await signIn('listingAgent');
    const withoutPhoto = form();
    delete (withoutPhoto as Record<string, unknown>).propertyImage;
    const missing = await agent.multipart('/listing', withoutPhoto, 'POST');
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toHaveProperty('propertyImage');
    const gif = await agent.multipart(
      '/listing',
      form({ propertyImage: new File(['GIF89a'], 'x.gif', { type: 'image/gif' }) }),
      'POST',
    );
    expect(gif.json.errors).toEqual({ propertyImage: 'The photo must be a PNG or JPEG image' });
  });

  it("answers 400 on each unknown template or county, another account's template, and a consumer as listing agent", async () => {
    const count = db.listings.count();
    const answer = await (
      await signIn('listingAgent')
    ).multipart(
      '/listing',
      form({
        agentCommissionId: 999,
        buyerBrokerCommissionIds: [2, 6],
        titleFeeTemplateId: 4,
        countyId: 77,
        listingAgents: [{ email: 'buyer@offerdesk.test' }],
      }),
      'POST',
    );
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({
      agentCommissionId: 'Unknown commission template',
      'buyerBrokerCommissionIds.1': 'Unknown commission template',
      titleFeeTemplateId: 'Unknown title and escrow fee template',
      countyId: 'Unknown county',
      'listingAgents.0.email': 'This person is not a real-estate agent',
    });
    expect(db.listings.count()).toBe(count);
  });

  it('needs an active date for an incoming listing, and activates at once one whose date has come', async () => {
    const agent = await signIn('listingAgent');
    const missing = await agent.multipart('/listing', form({ status: 'incoming' }), 'POST');
    expect(missing.json.errors).toEqual({ activeDate: 'This field is required' });
    const later = await agent.multipart<Listing>(
      '/listing',
      form({ status: 'incoming', activeDate: '2026-03-20' }),
      'POST',
    );
    expect(later.json.body).toMatchObject({ status: 'incoming', activeDate: '2026-03-20' });
    const today = await agent.multipart<Listing>(
      '/listing',
      form({ status: 'incoming', activeDate: '2026-03-02' }),
      'POST',
    );
    expect(today.json.body.status).toBe('active');
  });
});
