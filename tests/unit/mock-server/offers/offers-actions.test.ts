import { describe, expect, it } from 'vitest';
import type { Offer } from '@contract/schemas/offer';
import { PERSONAS } from '@fixtures/personas';
import { clock, db } from '@mock/node';
import { currentVersionOf } from '@mock/policies/offer-versions';
import {
  approvalListing,
  autoNotifyListing,
  competingOffer,
  offerWithBestRequest,
  pendingListing,
  personaId,
  signIn,
  useDemoMockServer,
  validTerms,
} from './support';

useDemoMockServer();

const errorOf = (text: string) => JSON.parse(text) as { message: string; errors?: Record<string, string> };
const offerLogActions = (offerId: number) =>
  db.logs
    .findBy('subjectId', offerId)
    .filter((log) => log.subject === 'offer')
    .map((log) => log.action);

/** A seeded offer on a pending listing of listing.agent. */
const offerOnPendingListing = () =>
  db.offers.findFirst((row) => {
    const listing = db.listings.findById(row.listingId);
    return (
      listing?.status === 'pending' &&
      db.listingUsers
        .findBy('listingId', listing.id)
        .some((party) => party.userId === personaId('listingAgent') && party.role === 'listing-agent')
    );
  })!;

/** buyers.agent submits a plain offer on the listing; returns the offer as answered. */
const submit = async (listingId: number, overrides = {}) => {
  const agent = await signIn('buyersAgent');
  const answer = await agent.postForm<Offer>('/offers', { ...validTerms(overrides), listingId });
  if (answer.status !== 201) throw new Error(`submit failed: ${answer.text}`);
  return answer.body;
};

describe('offers.create', () => {
  it('submits on an active listing: initial version, OF- id, the agent joins the listing, both logs', async () => {
    const listing = db.listings.findFirst(
      (row) =>
        row.status === 'active' &&
        row.isActive &&
        !db.listingUsers.findBy('listingId', row.id).some((party) => party.userId === personaId('buyersAgent')),
    )!;
    const agent = await signIn('buyersAgent');
    const answer = await agent.postForm<Offer>('/offers', { ...validTerms(), listingId: listing.id });
    expect(answer.status).toBe(201);
    const offer = answer.body;
    expect(offer).toMatchObject({
      simpleId: `OF-${1000 + offer.id}`,
      listingId: listing.id,
      listing: { id: listing.id, slug: listing.slug, addressLine1: listing.addressLine1 },
      versionType: 'initial',
      versionNumber: 0,
      submittingSide: 'buyers_agent',
      submittedBy: { id: personaId('buyersAgent') },
      buyersAgent: { id: personaId('buyersAgent'), brokerage: 'Cascade Buyers Realty' },
      purchasePrice: 650_000,
      createdAt: clock.now(),
      documents: [],
      bestOfferRequest: null,
    });
    const parties = db.listingUsers
      .findBy('listingId', listing.id)
      .filter((party) => party.userId === personaId('buyersAgent'));
    expect(parties.map((party) => party.role)).toEqual(['buyers_agent']);
    expect(offerLogActions(offer.id)[0]).toBe('offer.submitted');
    const listingLog = db.logs
      .findBy('subjectId', listing.id)
      .filter((log) => log.subject === 'listing')
      .at(-1);
    expect(listingLog).toMatchObject({
      action: 'listing.offer_received',
      message: `New offer ${offer.simpleId} from ${PERSONAS.buyersAgent.fullName}`,
    });
  });

  it("stores the chosen template's commission, keeps the agent's modified one, and refuses another listing's template", async () => {
    const listing = autoNotifyListing();
    const [template] = listing.buyerBrokerCommissions;
    if (!template) throw new Error('the listing has no buyer broker commission');
    const chosen = await submit(listing.id, { sellerPaidBuyersBrokerCommissionId: template.id });
    expect(chosen.sellerPaidBuyersBrokerCommission).toEqual({ name: template.name, formula: template.formula });
    const modified = await submit(listing.id, {
      sellerPaidBuyersBrokerCommissionId: template.id,
      sellerPaidBuyersBrokerCommission: { name: 'My terms', formula: 'pp * 0.02' },
    });
    expect(modified.sellerPaidBuyersBrokerCommission).toEqual({ name: 'My terms', formula: 'pp * 0.02' });

    const agent = await signIn('buyersAgent');
    const foreign = await agent.postForm('/offers', {
      ...validTerms({ sellerPaidBuyersBrokerCommissionId: 999_999 }),
      listingId: listing.id,
    });
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign.text).errors).toEqual({
      sellerPaidBuyersBrokerCommissionId: "Choose one of this listing's buyer broker commissions",
    });
  });

  it('refuses the seller side (403), a pending listing (422, naming the status) and an unknown listing (404)', async () => {
    const listing = autoNotifyListing();
    const listingAgent = await signIn('listingAgent');
    const own = await listingAgent.postForm('/offers', { ...validTerms(), listingId: listing.id });
    expect(own.status).toBe(403);
    const seller = await signIn('seller');
    expect((await seller.postForm('/offers', { ...validTerms(), listingId: listing.id })).status).toBe(403);

    const agent = await signIn('buyersAgent');
    const pending = await agent.postForm('/offers', { ...validTerms(), listingId: pendingListing().id });
    expect(pending.status).toBe(422);
    expect(errorOf(pending.text).message).toBe(
      'Offers can only be submitted on active listings; this listing is pending.',
    );
    expect((await agent.postForm('/offers', { ...validTerms(), listingId: 999_999 })).status).toBe(404);
    expect(db.offers.count((offer) => offer.listingId === pendingListing().id && offer.createdAt === clock.now())).toBe(
      0,
    );
  });

  it('validates the terms against the contract (400 with field errors)', async () => {
    const agent = await signIn('buyersAgent');
    const answer = await agent.postForm('/offers', {
      ...validTerms({ isEscalationClause: true, escalationClauseMaximumPurchasePrice: null }),
      listingId: autoNotifyListing().id,
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.text).errors).toHaveProperty('escalationClauseMaximumPurchasePrice');
  });
});

describe('offers.approve', () => {
  it('lets a listing agent approve an offer awaiting approval: approved, sent now, logged', async () => {
    const offer = await submit(approvalListing().id);
    expect(offer).toMatchObject({ approvedToSendToSeller: false, sentToSellersAt: null });
    const answer = await (await signIn('listingAgent')).post<Offer>(`/offers/${offer.id}/approve`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      approvedToSendToSeller: true,
      sentToSellersAt: clock.now(),
      updatedAt: clock.now(),
    });
    expect(offerLogActions(offer.id).slice(-2)).toEqual(['offer.approved', 'offer.sent_to_sellers']);
  });

  it("refuses the offer's own buyers' agent (403)", async () => {
    const offer = await submit(approvalListing().id);
    const answer = await (await signIn('buyersAgent')).post(`/offers/${offer.id}/approve`);
    expect(answer.status).toBe(403);
    expect(errorOf(answer.text).message).toBe('Only a listing agent of this listing can approve an offer');
  });
});

describe('offers.counter and offers.edit', () => {
  it('counter: a listing agent makes Counteroffer #n from the sellers side', async () => {
    const offer = await submit(autoNotifyListing().id);
    const answer = await (
      await signIn('listingAgent')
    ).postForm<Offer>(`/offers/${offer.id}/counteroffer`, validTerms({ purchasePrice: 700_000 }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      versionType: 'counteroffer',
      versionNumber: 1,
      submittingSide: 'sellers_agent',
      submittedBy: { id: personaId('listingAgent') },
      purchasePrice: 700_000,
    });
    expect(offerLogActions(offer.id).at(-1)).toBe('offer.countered');
  });

  it("counter: refuses the buyers' agent (403) and a pending listing (422)", async () => {
    const offer = await submit(autoNotifyListing().id);
    expect(
      (await (await signIn('buyersAgent')).postForm(`/offers/${offer.id}/counteroffer`, validTerms())).status,
    ).toBe(403);

    const pendingOffer = offerOnPendingListing();
    const answer = await (
      await signIn('listingAgent')
    ).postForm(`/offers/${pendingOffer.id}/counteroffer`, validTerms());
    expect(answer.status).toBe(422);
    expect(errorOf(answer.text).message).toBe(
      'Offers can only be countered on active listings; this listing is pending.',
    );
  });

  it("edit: the offer's buyers' agent makes Offer Edit #n; the listing agent may not (403)", async () => {
    const offer = await submit(autoNotifyListing().id);
    expect((await (await signIn('listingAgent')).postForm(`/offers/${offer.id}/edit`, validTerms())).status).toBe(403);
    const answer = await (
      await signIn('buyersAgent')
    ).postForm<Offer>(`/offers/${offer.id}/edit`, validTerms({ purchasePrice: 660_000 }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      versionType: 'edit',
      versionNumber: 1,
      submittingSide: 'buyers_agent',
      purchasePrice: 660_000,
    });
    expect(offerLogActions(offer.id)).toContain('offer.edited');
  });

  it('edit: needs approval again when a seller wants to approve; goes out at once when every seller is notified', async () => {
    const gated = await submit(approvalListing().id);
    const listingAgent = await signIn('listingAgent');
    await listingAgent.post(`/offers/${gated.id}/approve`);
    const agent = await signIn('buyersAgent');
    const edited = await agent.postForm<Offer>(`/offers/${gated.id}/edit`, validTerms({ purchasePrice: 640_000 }));
    expect(edited.body).toMatchObject({ approvedToSendToSeller: false, sentToSellersAt: null });

    const automatic = await submit(autoNotifyListing().id);
    const again = await agent.postForm<Offer>(`/offers/${automatic.id}/edit`, validTerms({ purchasePrice: 640_000 }));
    expect(again.body).toMatchObject({ approvedToSendToSeller: false, sentToSellersAt: clock.now() });
  });

  it('documents: keepDocumentIds keeps some, new files are added, an unknown kept id is a 400', async () => {
    const listing = autoNotifyListing();
    const agent = await signIn('buyersAgent');
    const files = [
      new File(['one'], 'one.txt', { type: 'text/plain' }),
      new File(['two'], 'two.txt', { type: 'text/plain' }),
    ];
    const created = (
      await agent.postForm<Offer>('/offers', { ...validTerms(), listingId: listing.id, documents: files })
    ).body;
    const [first, second] = created.documents;
    const edited = await agent.postForm<Offer>(`/offers/${created.id}/edit`, {
      ...validTerms(),
      keepDocumentIds: [second!.id],
      documents: [new File(['three'], 'three.txt', { type: 'text/plain' })],
    });
    expect(edited.body.documents.map((document) => document.fileName)).toEqual(['two.txt', 'three.txt']);
    const all = await agent.postForm<Offer>(`/offers/${created.id}/edit`, validTerms());
    expect(all.body.documents.map((document) => document.fileName)).toEqual(['two.txt', 'three.txt']);
    const unknown = await agent.postForm(`/offers/${created.id}/edit`, {
      ...validTerms(),
      keepDocumentIds: [first!.id],
    });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.text).errors).toHaveProperty('keepDocumentIds');
  });
});

describe('offers.requestBest and offers.keepBest', () => {
  it("asks for highest and best; only the offer's buyers' agent sees the token, and keeping it marks the offer in place", async () => {
    const listing = autoNotifyListing();
    const offer = await submit(listing.id);
    const rival = competingOffer(listing.id);
    const listingAgent = await signIn('listingAgent');
    const asked = await listingAgent.post<{ requested: number }>('/offers/request-best', {
      listingId: listing.id,
      offerIds: [offer.id, rival.id, offer.id],
      message: 'Best and final by Friday',
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ requested: 2 });
    const askedAt = clock.now();
    expect((await listingAgent.get<Offer>(`/offers/${offer.id}`)).body.bestOfferRequest).toBeNull();

    const agent = await signIn('buyersAgent');
    const mine = (await agent.get<Offer>(`/offers/${offer.id}`)).body;
    expect(mine.bestOfferRequest).toMatchObject({ requestedAt: askedAt, message: 'Best and final by Friday' });
    const versionsBefore = db.offerVersions.findBy('offerId', offer.id).length;

    const kept = await agent.post<Offer>('/offers/keep-best', { offerToken: mine.bestOfferRequest!.offerToken });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ isHighestAndBestOffer: true, bestOfferRequest: null, versionType: 'initial' });
    expect(db.offerVersions.findBy('offerId', offer.id)).toHaveLength(versionsBefore);
    expect(offerLogActions(offer.id).slice(-2)).toEqual(['offer.best_requested', 'offer.kept_best']);
    // The request is closed: the same token no longer works.
    expect((await agent.post('/offers/keep-best', { offerToken: mine.bestOfferRequest!.offerToken })).status).toBe(404);
  });

  it("requestBest refuses the buyers' agent (403), an offer on another listing (400) and a pending listing (422)", async () => {
    const listing = autoNotifyListing();
    const offer = await submit(listing.id);
    expect(
      (
        await (
          await signIn('buyersAgent')
        ).post('/offers/request-best', { listingId: listing.id, offerIds: [offer.id] })
      ).status,
    ).toBe(403);
    const listingAgent = await signIn('listingAgent');
    const elsewhere = db.offers.findFirst((row) => row.listingId !== listing.id)!;
    const mixed = await listingAgent.post('/offers/request-best', {
      listingId: listing.id,
      offerIds: [offer.id, elsewhere.id],
    });
    expect(mixed.status).toBe(400);
    expect(errorOf(mixed.text).errors).toHaveProperty('offerIds');
    expect(db.offers.findById(offer.id)?.bestOfferRequest).toBeNull();
    const pendingOffer = offerOnPendingListing();
    const answer = await listingAgent.post('/offers/request-best', {
      listingId: pendingOffer.listingId,
      offerIds: [pendingOffer.id],
    });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.text).message).toBe(
      'Highest and best offers can only be requested on active listings; this listing is pending.',
    );
  });

  it('keepBest: an unknown token is a 404; someone else holding the token is a 403', async () => {
    const seeded = offerWithBestRequest();
    const agent = await signIn('buyersAgent');
    const unknown = await agent.post('/offers/keep-best', { offerToken: 'no-such-token' });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.text).message).toBe('This highest and best request is no longer open');
    const listingAgent = await signIn('listingAgent');
    expect(
      (await listingAgent.post('/offers/keep-best', { offerToken: seeded.bestOfferRequest!.offerToken })).status,
    ).toBe(403);
    const kept = await agent.post<Offer>('/offers/keep-best', { offerToken: seeded.bestOfferRequest!.offerToken });
    expect(kept.status).toBe(200);
    expect(currentVersionOf(db, seeded.id).terms.isHighestAndBestOffer).toBe(true);
  });
});

describe('offers.sendToSellers', () => {
  it('sends the chosen offers of the listing to the sellers, approving them', async () => {
    const listing = approvalListing();
    const first = await submit(listing.id);
    const second = await submit(listing.id, { purchasePrice: 655_000 });
    const answer = await (
      await signIn('coListingAgent')
    ).post<{ sent: number }>(`/offers/${first.id}/send-to-sellers`, {
      ids: [first.id, second.id],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: 2 });
    for (const id of [first.id, second.id]) {
      expect(db.offers.findById(id)).toMatchObject({ approvedToSendToSeller: true, sentToSellersAt: clock.now() });
      expect(offerLogActions(id).at(-1)).toBe('offer.sent_to_sellers');
    }
  });

  it("refuses an offer of another listing (400) and the buyers' agent (403)", async () => {
    const listing = approvalListing();
    const offer = await submit(listing.id);
    const elsewhere = db.offers.findFirst((row) => row.listingId !== listing.id)!;
    const listingAgent = await signIn('listingAgent');
    const mixed = await listingAgent.post(`/offers/${offer.id}/send-to-sellers`, { ids: [offer.id, elsewhere.id] });
    expect(mixed.status).toBe(400);
    expect(errorOf(mixed.text).errors).toHaveProperty('ids');
    expect(db.offers.findById(offer.id)?.sentToSellersAt).toBeNull();
    expect(
      (await (await signIn('buyersAgent')).post(`/offers/${offer.id}/send-to-sellers`, { ids: [offer.id] })).status,
    ).toBe(403);
  });
});
