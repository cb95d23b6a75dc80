import { describe, expect, it } from 'vitest';
import type { Paginated } from '@contract/schemas/common';
import type { Offer } from '@contract/schemas/offer';
import { db } from '@mock/node';
import {
  approvalListing,
  autoNotifyListing,
  offerWithBestRequest,
  signIn,
  useDemoMockServer,
  validTerms,
} from './support';

useDemoMockServer();

// The sweep of every offers answer for the listing's seller-side fields, as the buying side:
// tests/unit/mock-server/routes/visibility-sweep.test.ts.

describe('what the buying side receives of an offer', () => {
  it("shows the pending highest-and-best request only to the offer's own buyers' agent", async () => {
    const offer = offerWithBestRequest();
    expect(
      (await (await signIn('buyersAgent')).get<Offer>(`/offers/${offer.id}`)).body.bestOfferRequest?.offerToken,
    ).toBe(offer.bestOfferRequest?.offerToken);
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
    const offer = (
      await (await signIn('buyersAgent')).postForm<Offer>('/offers', { ...validTerms(), listingId: listing.id })
    ).body;
    expect(offer.sentToSellersAt).not.toBeNull();
    expect(await sellerSees(offer.id, listing.id)).toBe(true);
  });

  it('only after a listing agent approves, when a seller wants to approve first (the offer awaits approval until then)', async () => {
    const listing = approvalListing();
    const offer = (
      await (await signIn('buyersAgent')).postForm<Offer>('/offers', { ...validTerms(), listingId: listing.id })
    ).body;
    // What the client's "awaiting approval" badge reads: not approved, not sent, and a seller with automaticallyNotify off.
    expect(offer).toMatchObject({ approvedToSendToSeller: false, sentToSellersAt: null });
    expect(
      db.listingUsers
        .findBy('listingId', listing.id)
        .some((party) => party.role === 'seller' && !party.automaticallyNotify),
    ).toBe(true);
    expect(await sellerSees(offer.id, listing.id)).toBe(false);
    expect((await (await signIn('seller')).get(`/offers/${offer.id}/versions`)).status).toBe(404);

    expect((await (await signIn('listingAgent')).post(`/offers/${offer.id}/approve`)).status).toBe(200);
    expect(await sellerSees(offer.id, listing.id)).toBe(true);
    // The seller may look but not act.
    expect((await (await signIn('seller')).post(`/offers/${offer.id}/approve`)).status).toBe(403);
  });
});
