import { beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '@contract/schemas/common';
import { FinancingTypeSchema, OFFER_SORTS, type OfferSort } from '@contract/schemas/enums';
import type { Offer, OfferTerms } from '@contract/schemas/offer';
import { PERSONAS } from '@fixtures/personas';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/index';
import type { DbSnapshot } from '@mock/db/snapshot';
import { seedMock } from '@mock/node';
import { BASE, personaId, signIn, useFixturesMockServer, type Client } from './support';

/*
 * The offers tab against many-offers (200 offers designed so that every sort
 * has one order). The expected answers are worked out here from the raw
 * seeded records (GET /__mock/snapshot), independently of the mock's own code.
 */

useFixturesMockServer();

type Raw = {
  id: number;
  simpleId: string;
  buyersAgentId: number;
  createdAt: string;
  terms: OfferTerms;
  agentName: string;
};

let listingId: number;
let raw: Raw[];
let listingAgent: Client;

beforeAll(async () => {
  await seedMock({ scenario: 'many-offers' });
  const snapshot = (await (await fetch(`${BASE}/__mock/snapshot`)).json()) as DbSnapshot;
  const { listings, offers, offerVersions, users } = snapshot.collections;
  listingId = listings.find((listing) => listing.slug === MANY_OFFERS_LISTING_SLUG)!.id;
  raw = offers
    .filter((offer) => offer.listingId === listingId)
    .map((offer) => {
      // The current version: the latest one submitted.
      const versions = offerVersions.filter((version) => version.offerId === offer.id);
      const latest = versions.reduce((a, b) =>
        b.createdAt > a.createdAt || (b.createdAt === a.createdAt && b.id > a.id) ? b : a,
      );
      const agent = users.find((user) => user.id === offer.buyersAgentId)!;
      return {
        id: offer.id,
        simpleId: offer.simpleId,
        buyersAgentId: offer.buyersAgentId,
        createdAt: offer.createdAt,
        terms: latest.terms,
        agentName: agent.fullName,
      };
    });
  listingAgent = await signIn('listingAgent');
});

/** Every page of the tab, 100 at a time (the contract's largest page). */
const allPages = async (client: Client, query: string): Promise<{ ids: number[]; total: number }> => {
  const ids: number[] = [];
  let page: number | null = 1;
  let total = 0;
  while (page !== null) {
    const answer: { status: number; body: Paginated<Offer> } = await client.get<Paginated<Offer>>(
      `/listing/${listingId}/offers?perPage=100&page=${page}${query ? `&${query}` : ''}`,
    );
    expect(answer.status).toBe(200);
    ids.push(...answer.body.data.map((offer) => offer.id));
    total = answer.body.total;
    page = answer.body.nextPage;
  }
  expect(ids).toHaveLength(total);
  return { ids, total };
};

// The value each sort orders by, as the spec describes the options; null: no value, last either way.
const SORT_KEYS: Record<OfferSort, (terms: OfferTerms) => number | string | null> = {
  highestPurchasePrice: (t) => t.purchasePrice,
  lowestPurchasePrice: (t) => t.purchasePrice,
  highestEscalationMaximum: (t) => (t.isEscalationClause ? t.escalationClauseMaximumPurchasePrice! : null),
  lowestEscalationMaximum: (t) => (t.isEscalationClause ? t.escalationClauseMaximumPurchasePrice! : null),
  highestEscalationOrPurchasePrice: (t) =>
    t.isEscalationClause ? t.escalationClauseMaximumPurchasePrice! : t.purchasePrice,
  highestAppraisalGapCoverage: (t) => (t.isBuyerAppraisalGapCoverage ? t.buyerAppraisalGapCoverage! : 0),
  lowestAppraisalGapCoverage: (t) => (t.isBuyerAppraisalGapCoverage ? t.buyerAppraisalGapCoverage! : 0),
  mostInspections: (t) => t.inspections.filter((inspection) => inspection.isEnabled).length,
  fewestInspections: (t) => t.inspections.filter((inspection) => inspection.isEnabled).length,
  closestClosingDate: (t) => t.closingDate,
  farthestClosingDate: (t) => t.closingDate,
  closestPossessionDate: (t) => t.possessionDate,
  farthestPossessionDate: (t) => t.possessionDate,
};

const expectedOrder = (offers: readonly Raw[], sort: OfferSort): number[] => {
  const descending = OFFER_SORTS[sort].sortDirection === 'desc';
  const key = SORT_KEYS[sort];
  return [...offers]
    .sort((a, b) => {
      const [x, y] = [key(a.terms), key(b.terms)];
      if (x === null && y === null) return a.id - b.id;
      if (x === null) return 1;
      if (y === null) return -1;
      if (x === y) return a.id - b.id;
      return (x < y ? -1 : 1) * (descending ? -1 : 1);
    })
    .map((offer) => offer.id);
};

describe('many-offers: the seeded data', () => {
  it('is one listing with 200 offers, 12 of them by buyers.agent', () => {
    expect(raw).toHaveLength(200);
    expect(raw.filter((offer) => offer.buyersAgentId === personaId('buyersAgent'))).toHaveLength(12);
  });
});

describe('many-offers: every sort gives its order', () => {
  it.each(Object.keys(OFFER_SORTS) as OfferSort[])('%s', async (sort) => {
    const { sortBy, sortDirection } = OFFER_SORTS[sort];
    const { ids } = await allPages(listingAgent, `sortBy=${sortBy}&sortDirection=${sortDirection}`);
    expect(ids).toEqual(expectedOrder(raw, sort));
  });

  it('no two sorts give the same order (the data can tell them apart)', () => {
    const orders = (Object.keys(OFFER_SORTS) as OfferSort[]).map((sort) => expectedOrder(raw, sort).join(','));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('without a sort, newest submission first', async () => {
    const { ids } = await allPages(listingAgent, '');
    const newest = [...raw].sort((a, b) =>
      a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1,
    );
    expect(ids).toEqual(newest.map((offer) => offer.id));
  });

  it("sorts buyers.agent's own 12 the same way", async () => {
    const agent = await signIn('buyersAgent');
    const own = raw.filter((offer) => offer.buyersAgentId === personaId('buyersAgent'));
    const { ids } = await allPages(agent, 'sortBy=purchasePrice&sortDirection=asc');
    expect(ids).toEqual(expectedOrder(own, 'lowestPurchasePrice'));
  });

  it('pages 10 at a time by default', async () => {
    const answer = await listingAgent.get<Paginated<Offer>>(`/listing/${listingId}/offers?page=3&sortBy=closingDate`);
    expect(answer.body).toMatchObject({ currentPage: 3, limit: 10, nextPage: 4, previousPage: 2, total: 200 });
    expect(answer.body.data.map((offer) => offer.id)).toEqual(expectedOrder(raw, 'closestClosingDate').slice(20, 30));
  });
});

describe('many-offers: every filter gives its count', () => {
  const count = (predicate: (terms: OfferTerms) => boolean) => raw.filter((offer) => predicate(offer.terms)).length;
  const enabled = (terms: OfferTerms) => terms.inspections.filter((inspection) => inspection.isEnabled).length;

  it.each(FinancingTypeSchema.options)('financingType=%s', async (type) => {
    const { total } = await allPages(listingAgent, `financingType=${type}`);
    expect(total).toBe(count((terms) => terms.financingType === type));
    expect(total).toBeGreaterThan(0);
  });

  it('financingType takes several values', async () => {
    const { total } = await allPages(listingAgent, 'financingType=cash,fha,va');
    expect(total).toBe(count((terms) => ['cash', 'fha', 'va'].includes(terms.financingType)));
  });

  const flags: [string, (terms: OfferTerms) => boolean][] = [
    ['hasInspections', (terms) => enabled(terms) > 0],
    ['isBuyerAppraisalGapCoverage', (terms) => terms.isBuyerAppraisalGapCoverage],
    ['isEscalationClause', (terms) => terms.isEscalationClause],
    ['isOfferContingentOnAnotherPropertySale', (terms) => terms.isOfferContingentOnAnotherPropertySale],
  ];
  it.each(flags)('%s=true and =false', async (name, has) => {
    const yes = await allPages(listingAgent, `${name}=true`);
    const no = await allPages(listingAgent, `${name}=false`);
    expect(yes.total).toBe(count(has));
    expect(no.total).toBe(count((terms) => !has(terms)));
    expect(yes.total).toBeGreaterThan(0);
    expect(no.total).toBeGreaterThan(0);
  });

  it('filters combine, and combine with a sort', async () => {
    const query =
      'financingType=conventional,cash&isEscalationClause=true&hasInspections=false&sortBy=purchasePrice&sortDirection=desc';
    const { ids } = await allPages(listingAgent, query);
    const matching = raw.filter(
      ({ terms }) =>
        ['conventional', 'cash'].includes(terms.financingType) && terms.isEscalationClause && enabled(terms) === 0,
    );
    expect(ids).toEqual(expectedOrder(matching, 'highestPurchasePrice'));
  });

  it("search finds by simple id, buyer's name and buyers' agent's name, ignoring case", async () => {
    const sample = raw[17]!;
    const bySimpleId = await allPages(listingAgent, `search=${sample.simpleId.toLowerCase()}`);
    expect(bySimpleId.ids).toContain(sample.id);
    expect(bySimpleId.total).toBe(
      raw.filter((offer) => offer.simpleId.toLowerCase().includes(sample.simpleId.toLowerCase())).length,
    );

    const lastName = sample.terms.buyers[0]!.split(' ').at(-1)!;
    const byBuyer = await allPages(listingAgent, `search=${encodeURIComponent(lastName.toUpperCase())}`);
    const needle = lastName.toLowerCase();
    const expected = raw.filter((offer) =>
      [...offer.terms.buyers, offer.agentName, offer.simpleId].some((text) => text.toLowerCase().includes(needle)),
    );
    expect(byBuyer.total).toBe(expected.length);

    const agentName = PERSONAS.buyersAgent.fullName;
    const byAgent = await allPages(listingAgent, `search=${encodeURIComponent(agentName.toLowerCase())}`);
    expect(byAgent.total).toBe(raw.filter((offer) => offer.agentName === agentName).length);
  });
});
