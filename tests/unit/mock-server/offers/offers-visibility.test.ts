import { beforeEach, describe, expect, it } from 'vitest';
import type { Paginated } from '@contract/schemas/common';
import type { Offer } from '@contract/schemas/offer';
import { db, seedMock } from '@mock/node';
import {
  approvalListing,
  autoNotifyListing,
  competingOffer,
  offerWithBestRequest,
  personaId,
  signIn,
  useFixturesMockServer,
  validTerms,
} from './support';

useFixturesMockServer();
beforeEach(() => seedMock({ scenario: 'demo' }));

/** The listing's seller-side fields (contract/schemas/listing.ts): never in anything the buying side receives. */
const SELLER_SIDE_FIELDS = ['agentCommission', 'listingAgentCustomCommission', 'titleFeeTemplate', 'conveyanceFeeFormula', 'subtractFromMortage'];

describe("the buying side never receives the listing's commission data", () => {
  it('no offers-domain answer to buyers.agent names a seller-side field', async () => {
    const agent = await signIn('buyersAgent');
    const own = db.offers.findBy('buyersAgentId', personaId('buyersAgent'));
    const listingIds = [...new Set(own.map((offer) => offer.listingId))];
    // The test means something only if those listings do carry the data.
    expect(listingIds.some((id) => db.listings.findById(id)?.agentCommission)).toBe(true);
    expect(listingIds.some((id) => db.listings.findById(id)?.titleFeeTemplate)).toBe(true);

    const listing = autoNotifyListing();
    const created = await agent.postForm<Offer>('/offers', {
      ...validTerms({ sellerPaidBuyersBrokerCommissionId: listing.buyerBrokerCommissions[0]?.id ?? null }),
      listingId: listing.id,
      documents: [new File(['proof'], 'proof.txt', { type: 'text/plain' })],
    });
    expect(created.status).toBe(201);
    const offer = created.body;
    await agent.postForm(`/offers/${offer.id}/edit`, validTerms({ purchasePrice: 655_000 }));
    await agent.postForm('/offers', { ...validTerms(), listingId: 999_999 });

    for (const listingId of [...listingIds, listing.id]) {
      await agent.get(`/listing/${listingId}/offers?perPage=100`);
      await agent.get(`/listing/${listingId}/offers/list`);
      await agent.get(`/listing/${listingId}/offers?sortBy=purchasePrice&isEscalationClause=false&search=a`);
    }
    for (const { id } of [...own, offer]) {
      await agent.get(`/offers/${id}`);
      await agent.get(`/offers/${id}/versions?perPage=9999`);
      await agent.get(`/offers/${id}/logs?perPage=9999`);
    }
    const rival = competingOffer(listing.id);
    await agent.get(`/offers/${rival.id}`);
    await agent.post(`/offers/${offer.id}/approve`);
    await agent.postForm(`/offers/${offer.id}/counteroffer`, validTerms());
    await agent.post('/offers/request-best', { listingId: listing.id, offerIds: [offer.id] });
    await agent.post(`/offers/${offer.id}/send-to-sellers`, { ids: [offer.id] });
    await agent.post('/offers/keep-best', { offerToken: offerWithBestRequest().bestOfferRequest!.offerToken });
    await agent.post('/offers/keep-best', { offerToken: 'unknown' });

    const document = offer.documents[0]!;
    const file = await agent.jar.fetch(`http://localhost${document.downloadUrl}`);
    const texts = [...agent.texts.map((entry) => `${entry.call}\n${entry.text}`), await file.text()];
    expect(agent.texts.length).toBeGreaterThan(30);
    for (const text of texts) {
      for (const field of SELLER_SIDE_FIELDS) expect(text, text.slice(0, 120)).not.toContain(field);
    }
  });

  it("shows the pending highest-and-best request only to the offer's own buyers' agent", async () => {
    const offer = offerWithBestRequest();
    expect((await (await signIn('buyersAgent')).get<Offer>(`/offers/${offer.id}`)).body.bestOfferRequest?.offerToken).toBe(
      offer.bestOfferRequest?.offerToken,
    );
    for (const persona of ['listingAgent', 'buyer'] as const) {
      const answer = await (await signIn(persona)).get<Offer>(`/offers/${offer.id}`);
      expect(answer.body.bestOfferRequest).toBeNull();
      expect(answer.text).not.toContain(offer.bestOfferRequest!.offerToken);
    }
  });
});

describe('sellers see an offer once it is sent to them', () => {
  const sellerSees = async (offerId: number, listingId: number) => {
    const seller = await signIn('seller');
    const one = await seller.get(`/offers/${offerId}`);
    const list = await seller.get<Paginated<Offer>>(`/listing/${listingId}/offers?perPage=100`);
    const inList = list.body.data.some((entry) => entry.id === offerId);
    expect(inList).toBe(one.status === 200);
    return one.status === 200;
  };

  it('at once when every seller is notified automatically', async () => {
    const listing = autoNotifyListing();
    const offer = (await (await signIn('buyersAgent')).postForm<Offer>('/offers', { ...validTerms(), listingId: listing.id })).body;
    expect(offer.sentToSellersAt).not.toBeNull();
    expect(await sellerSees(offer.id, listing.id)).toBe(true);
  });

  it('only after a listing agent approves, when a seller wants to approve first (the offer awaits approval until then)', async () => {
    const listing = approvalListing();
    const offer = (await (await signIn('buyersAgent')).postForm<Offer>('/offers', { ...validTerms(), listingId: listing.id })).body;
    // What the client's "awaiting approval" badge reads: not approved, not sent, and a seller with automaticallyNotify off.
    expect(offer).toMatchObject({ approvedToSendToSeller: false, sentToSellersAt: null });
    expect(db.listingUsers.findBy('listingId', listing.id).some((party) => party.role === 'seller' && !party.automaticallyNotify)).toBe(true);
    expect(await sellerSees(offer.id, listing.id)).toBe(false);
    expect((await (await signIn('seller')).get(`/offers/${offer.id}/versions`)).status).toBe(404);

    expect((await (await signIn('listingAgent')).post(`/offers/${offer.id}/approve`)).status).toBe(200);
    expect(await sellerSees(offer.id, listing.id)).toBe(true);
    // The seller may look but not act.
    expect((await (await signIn('seller')).post(`/offers/${offer.id}/approve`)).status).toBe(403);
  });
});
