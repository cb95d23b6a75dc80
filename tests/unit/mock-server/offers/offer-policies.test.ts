import { beforeEach, describe, expect, it } from 'vitest';
import type { Row } from '@mock/db/runtime-schemas';
import { OfferSchema } from '@contract/schemas/offer';
import { db, seedMock } from '@mock/node';
import { installMockBackend } from '@mock/install';
import { HttpError } from '@mock/lib/errors';
import { paginate } from '@mock/lib/paginate';
import { fromBase64, toBase64 } from '@mock/lib/bytes';
import { offerCapacityOf } from '@mock/policies/offer-access';
import {
  defaultDirectionOf,
  matchesOfferFilters,
  matchesOfferSearch,
  sortOffers,
  type ListedOffer,
} from '@mock/policies/offer-list';
import { LISTING_READ_ONLY, requireWritableListing } from '@mock/policies/listing-access';
import { requireOpenForOffers, withBuyerCommission } from '@mock/policies/offer-rules';
import { currentVersionOf, versionsNewestFirst } from '@mock/policies/offer-versions';
import { presentOffer } from '@mock/presenters/offer';
import { personaId, validTerms } from './support';

installMockBackend();

const errorOf = (action: () => unknown): HttpError | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
};

const listed = (
  id: number,
  terms: Parameters<typeof validTerms>[0] = {},
  createdAt = `2026-03-0${id}T10:00:00.000Z`,
): ListedOffer => ({
  id,
  simpleId: `OF-${1000 + id}`,
  createdAt,
  buyersAgentName: 'Avery Agent',
  terms: validTerms(terms),
});

describe('offer sorts (policies/offer-list.ts)', () => {
  const escalation = (maximum: number) => ({
    isEscalationClause: true,
    escalationClauseMaximumPurchasePrice: maximum,
    escalationClauseAmountToExceedNextOfferBy: 1_000,
  });
  const offers = [
    listed(1, { purchasePrice: 500_000 }),
    listed(2, { purchasePrice: 510_000, ...escalation(530_000) }),
    listed(3, { purchasePrice: 520_000, ...escalation(525_000) }),
    listed(4, { purchasePrice: 505_000 }),
  ];
  const ids = (sorted: ListedOffer[]) => sorted.map((offer) => offer.id);

  it('puts offers without an escalation clause last in both directions, ties by id', () => {
    expect(ids(sortOffers(offers, 'escalationClauseMaximumPurchasePrice', 'desc'))).toEqual([2, 3, 1, 4]);
    expect(ids(sortOffers(offers, 'escalationClauseMaximumPurchasePrice', 'asc'))).toEqual([3, 2, 1, 4]);
  });

  it('escalation-or-purchase takes the maximum when the clause is on, else the price', () => {
    expect(ids(sortOffers(offers, 'escalationOrPurchasePrice', 'desc'))).toEqual([2, 3, 4, 1]);
  });

  it('counts no appraisal gap coverage as $0 and only enabled inspections', () => {
    const gap = [
      listed(1, { isBuyerAppraisalGapCoverage: true, buyerAppraisalGapCoverage: 5_000 }),
      listed(2),
      listed(3, { isBuyerAppraisalGapCoverage: true, buyerAppraisalGapCoverage: 1_000 }),
    ];
    expect(ids(sortOffers(gap, 'buyerAppraisalGapCoverage', 'asc'))).toEqual([2, 3, 1]);
    expect(ids(sortOffers(gap, 'buyerAppraisalGapCoverage', 'desc'))).toEqual([1, 3, 2]);
    const inspections = [
      listed(1, {
        inspections: [
          { type: 'general', days: 7, paidBy: 'buyer', isEnabled: false },
          { type: 'radon', days: 7, paidBy: 'buyer', isEnabled: false },
        ],
      }),
      listed(2, { inspections: [{ type: 'general', days: 7, paidBy: 'buyer', isEnabled: true }] }),
    ];
    expect(ids(sortOffers(inspections, 'inspectionsCount', 'desc'))).toEqual([2, 1]);
    expect(matchesOfferFilters(inspections[0]!, { hasInspections: 'true' })).toBe(false);
  });

  it('without a sort, newest first; a sortBy without a direction takes the first spec option', () => {
    expect(ids(sortOffers(offers))).toEqual([4, 3, 2, 1]);
    expect(defaultDirectionOf('purchasePrice')).toBe('desc');
    expect(defaultDirectionOf('closingDate')).toBe('asc');
    expect(ids(sortOffers(offers, 'purchasePrice'))).toEqual([3, 2, 4, 1]);
  });

  it('sortBy createdAt is that same newest-first order, asked for by name; asc is its exact reverse', () => {
    expect(ids(sortOffers(offers, 'createdAt', 'desc'))).toEqual(ids(sortOffers(offers)));
    expect(ids(sortOffers(offers, 'createdAt'))).toEqual([4, 3, 2, 1]);
    expect(ids(sortOffers(offers, 'createdAt', 'asc'))).toEqual([1, 2, 3, 4]);
  });

  it('filters by financing types and the Any/Has/No flags; searches names and simple ids', () => {
    const offer = listed(1, { financingType: 'fha', buyers: ['Jamie Rivera'] });
    expect(matchesOfferFilters(offer, { financingType: ['cash', 'fha'] })).toBe(true);
    expect(matchesOfferFilters(offer, { financingType: ['cash'] })).toBe(false);
    expect(
      matchesOfferFilters(offer, { isEscalationClause: 'false', isOfferContingentOnAnotherPropertySale: 'false' }),
    ).toBe(true);
    expect(matchesOfferFilters(offer, { isBuyerAppraisalGapCoverage: 'true' })).toBe(false);
    for (const needle of ['rivera', 'AVERY', 'of-1001', '  ']) expect(matchesOfferSearch(offer, needle)).toBe(true);
    expect(matchesOfferSearch(offer, 'nobody')).toBe(false);
  });
});

describe('offer rules (policies/offer-rules.ts)', () => {
  const listing = (patch: Partial<Row<'listings'>>) =>
    ({
      status: 'active',
      isActive: true,
      buyerBrokerCommissions: [{ id: 7, name: 'Standard', formula: 'pp * 0.025' }],
      ...patch,
    }) as Row<'listings'>;

  it('names the status of an active listing that takes no offers (422); an inactive one is read-only (403, the one rule)', () => {
    expect(errorOf(() => requireOpenForOffers(listing({}), 'Offers can only be submitted'))).toBeUndefined();
    const pending = errorOf(() => requireOpenForOffers(listing({ status: 'pending' }), 'Offers can only be submitted'));
    expect([pending?.status, pending?.message]).toEqual([
      422,
      'Offers can only be submitted on active listings; this listing is pending.',
    ]);
    const sold = errorOf(() =>
      requireOpenForOffers(listing({ status: 'sold', isActive: false }), 'Offers can only be submitted'),
    );
    expect([sold?.status, sold?.message]).toEqual([403, LISTING_READ_ONLY]);
    const off = errorOf(() => requireOpenForOffers(listing({ isActive: false }), 'Offers can only be edited'));
    expect([off?.status, off?.message]).toEqual([403, LISTING_READ_ONLY]);
    expect(errorOf(() => requireWritableListing(listing({ status: 'pending' })))).toBeUndefined();
    expect(errorOf(() => requireWritableListing(listing({ isActive: false })))?.status).toBe(403);
  });

  it("fills the chosen template's commission, keeps a modified one, refuses a foreign template", () => {
    expect(
      withBuyerCommission(listing({}), validTerms({ sellerPaidBuyersBrokerCommissionId: 7 }))
        .sellerPaidBuyersBrokerCommission,
    ).toEqual({
      name: 'Standard',
      formula: 'pp * 0.025',
    });
    const modified = { name: 'Mine', formula: 'pp * 0.03' };
    expect(
      withBuyerCommission(
        listing({}),
        validTerms({ sellerPaidBuyersBrokerCommissionId: 7, sellerPaidBuyersBrokerCommission: modified }),
      ).sellerPaidBuyersBrokerCommission,
    ).toEqual(modified);
    const foreign = errorOf(() =>
      withBuyerCommission(listing({}), validTerms({ sellerPaidBuyersBrokerCommissionId: 8 })),
    );
    expect(foreign?.details.errors).toHaveProperty('sellerPaidBuyersBrokerCommissionId');
  });
});

describe('paging and document bytes', () => {
  it('pages with the spec fields; a page past the end is empty', () => {
    const items = Array.from({ length: 25 }, (_, index) => index);
    expect(paginate(items, { page: 3, perPage: 10 })).toEqual({
      data: [20, 21, 22, 23, 24],
      currentPage: 3,
      limit: 10,
      nextPage: null,
      previousPage: 2,
      total: 25,
    });
    expect(paginate(items, { page: 9, perPage: 10 })).toMatchObject({ data: [], nextPage: null, previousPage: 3 });
    expect(paginate([], { perPage: 10 })).toMatchObject({ data: [], nextPage: null, previousPage: null, total: 0 });
  });

  it('round-trips every byte value through base64, also past one chunk', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 31) % 256);
    expect(Buffer.from(fromBase64(toBase64(bytes))).equals(Buffer.from(bytes))).toBe(true);
    expect(toBase64(new TextEncoder().encode('Offer'))).toBe('T2ZmZXI=');
  });
});

describe('offer access and presentation on the demo data', () => {
  beforeEach(() => seedMock({ scenario: 'demo' }));
  const user = (persona: Parameters<typeof personaId>[0]) => db.users.findById(personaId(persona))!;

  it("gives each persona their capacity: listing agent, own buyers' agent, seller once sent, nobody else", async () => {
    const offer = db.offers.findFirst((row) => row.buyersAgentId === personaId('buyersAgent'))!;
    const listingAgentOfIt = db.listingUsers
      .findBy('listingId', offer.listingId)
      .find((party) => party.role === 'listing-agent')!;
    expect(offerCapacityOf(db, offer, db.users.findById(listingAgentOfIt.userId)!)).toBe('listing-agent');
    expect(offerCapacityOf(db, offer, user('buyersAgent'))).toBe('buyers-agent');
    expect(offerCapacityOf(db, offer, user('limitAgent'))).toBeNull();
    expect(offerCapacityOf(db, offer, null)).toBeNull();

    const sellerParty = db.listingUsers.findFirst(
      (party) =>
        party.role === 'seller' &&
        party.userId === personaId('seller') &&
        db.offers.findBy('listingId', party.listingId).length > 0,
    )!;
    const sellersOffer = db.offers.findBy('listingId', sellerParty.listingId)[0]!;
    const seller = user('seller');
    await db.offers.update(sellersOffer.id, { sentToSellersAt: null });
    expect(offerCapacityOf(db, db.offers.findById(sellersOffer.id)!, seller)).toBeNull();
    await db.offers.update(sellersOffer.id, { sentToSellersAt: '2026-03-01T10:00:00.000Z' });
    expect(offerCapacityOf(db, db.offers.findById(sellersOffer.id)!, seller)).toBe('seller');
  });

  it("lets a buyer on the listing see an offer of the buyers' agent who invited them, and no other", async () => {
    const offer = db.offers.findFirst((row) => row.buyersAgentId !== personaId('buyersAgent'))!;
    const buyer = user('buyer');
    await db.listingUsers.insert({
      listingId: offer.listingId,
      userId: buyer.id,
      role: 'buyer',
      automaticallyNotify: false,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(offerCapacityOf(db, offer, buyer)).toBeNull();
    await db.invitations.insert({
      invitedById: offer.buyersAgentId,
      email: buyer.email.toUpperCase(),
      fullName: buyer.fullName,
      role: 'buyer',
      listingId: offer.listingId,
      automaticallyNotify: false,
      token: 'test-buyer-invitation',
      createdAt: '2026-03-01T10:00:00.000Z',
      acceptedAt: '2026-03-01T11:00:00.000Z',
    });
    expect(offerCapacityOf(db, offer, buyer)).toBe('buyer');
  });

  it("presents only the Offer schema's fields, the best-offer request to its buyers' agent alone, versions newest first", () => {
    const offer = db.offers.findFirst((row) => row.bestOfferRequest !== null)!;
    const version = currentVersionOf(db, offer.id);
    const asAgent = presentOffer(db, offer, version, db.users.findById(offer.buyersAgentId)!);
    expect(asAgent.bestOfferRequest).toEqual(offer.bestOfferRequest);
    expect(presentOffer(db, offer, version, user('listingAgent')).bestOfferRequest).toBeNull();
    expect(Object.keys(asAgent).sort()).toEqual(Object.keys(OfferSchema.shape).sort());
    expect(OfferSchema.safeParse(asAgent).success).toBe(true);
    const versions = versionsNewestFirst(db, offer.id);
    expect(versions[0]).toBe(version);
    expect(versions.at(-1)?.versionType).toBe('initial');
  });
});
