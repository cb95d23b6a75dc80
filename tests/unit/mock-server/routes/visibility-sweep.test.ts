import type { AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PersonaKey } from '@fixtures/personas';
import { db, seedMock } from '@mock/node';
import { pngFile } from '../listings/support';
import { validTerms } from '../offers/support';
import { anonymous, ORIGIN, PersonaClient, signIn, useScenarioMockServer } from '../support/persona-client';
import {
  CONTRACT_ROUTES,
  routeByKey,
  routeInit,
  routeUrl,
  type RouteCallParts,
  type RouteKey,
} from '../support/route-request';

/*
 * The buying side never receives the listing's seller-side data (spec
 * section 6): the fields the contract describes as "Seller side only". As
 * buyers.agent, buyer and anonymous, every route whose answer carries
 * listing or offer data is called over every record it can name, and every
 * answer (successes and refusals alike) is searched key by key. Both lists,
 * the fields and the routes, come from walking the contract, so a new
 * seller-side field or a new route carrying listings is swept without
 * anyone remembering to add it.
 */

useScenarioMockServer('demo', { reseed: false });

/** Every object schema reachable from a schema, with the key that leads to it. */
const walkSchema = (
  schema: z.ZodTypeAny,
  visit: (key: string, field: z.ZodTypeAny) => void,
  seen = new Set<z.ZodTypeAny>(),
): void => {
  if (seen.has(schema)) return;
  seen.add(schema);
  const next = (inner: unknown) => inner instanceof z.ZodType && walkSchema(inner as z.ZodTypeAny, visit, seen);
  if (schema instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(schema.shape as z.ZodRawShape)) {
      visit(key, field as z.ZodTypeAny);
      next(field);
    }
  } else if (schema instanceof z.ZodEffects) next(schema.innerType());
  else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) next(schema.unwrap());
  else if (schema instanceof z.ZodArray) next(schema.element);
  else if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    for (const option of schema.options as z.ZodTypeAny[]) next(option);
  else if (schema instanceof z.ZodLazy) next(schema.schema);
  else if (schema instanceof z.ZodRecord) next(schema.valueSchema);
};

const successSchemas = (route: AppRoute): z.ZodTypeAny[] =>
  Object.entries(route.responses as Record<string, unknown>)
    .filter(([status, schema]) => Number(status) < 300 && schema instanceof z.ZodType)
    .map(([, schema]) => schema as z.ZodTypeAny);

/** The fields the contract marks "Seller side only", wherever they sit. */
const sellerSideFields = (): string[] => {
  const fields = new Set<string>();
  for (const { route } of CONTRACT_ROUTES) {
    for (const schema of successSchemas(route)) {
      walkSchema(schema, (key, field) => {
        if (/^seller side only/i.test(field.description ?? '')) fields.add(key);
      });
    }
  }
  return [...fields].sort();
};

/** Keys only a listing, a public listing card, a location or an offer carries. */
const LISTING_OR_OFFER_KEYS = new Set(['usersToListing', 'listingAgents', 'county', 'purchasePrice']);

const routesCarryingListingsOrOffers = (): RouteKey[] =>
  CONTRACT_ROUTES.filter(({ route }) =>
    successSchemas(route).some((schema) => {
      let found = false;
      walkSchema(schema, (key) => {
        if (LISTING_OR_OFFER_KEYS.has(key)) found = true;
      });
      return found;
    }),
  ).map(({ key }) => key);

const SELLER_SIDE = sellerSideFields();

/** Every seller-side key anywhere in a JSON value, with its path. */
const leaksIn = (value: unknown, path = '$'): string[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaksIn(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(SELLER_SIDE.includes(key) ? [`${path}.${key}`] : []),
    ...leaksIn(item, `${path}.${key}`),
  ]);
};

/** What a viewer received: route, call, status and the leaks found in the body. */
type Received = { key: RouteKey; call: string; status: number; leaks: string[]; text: string };

const sweep = async (viewer: PersonaKey | null): Promise<Received[]> => {
  await seedMock({ scenario: 'demo' });
  const client: PersonaClient = viewer ? await signIn(viewer) : anonymous();
  const received: Received[] = [];
  const call = async (key: RouteKey, parts: RouteCallParts = {}, { ownListing = false } = {}) => {
    const route = routeByKey(key);
    const url = routeUrl(ORIGIN, route, parts);
    const response = await client.jar.fetch(url, routeInit(route, parts));
    const text = await response.text();
    // A document download is the file itself: searched as text only.
    const json = (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : null;
    // A listing the viewer created is theirs: they are its listing agent, the seller side of it.
    const own = ownListing && response.status === 201;
    if (own)
      expect(
        db.listingUsers.findBy('listingId', (json as { body: { id: number } }).body.id).map((party) => party.role),
      ).toContain('listing-agent');
    received.push({
      key,
      call: `${route.method} ${url}`,
      status: response.status,
      leaks: own ? [] : leaksIn(json),
      text: own ? '' : text,
    });
    return json as { body?: { id?: number; documents?: { id: number }[] } } | null;
  };

  const listings = db.listings.all();
  const offers = db.offers.all();
  for (const view of ['all', 'buying', 'selling']) {
    for (const page of [1, 2]) await call('listings.list', { query: { view, perPage: 48, page } });
  }
  await call('listings.list', { query: { sort: 'mostOffersFirst', hasOffers: 'true', perPage: 48 } });
  await call('listings.listPublic', { query: { view: 'public', perPage: 48 } });
  await call('listings.locations', { query: { zipCode: db.zipCodes.all()[0]!.zipCode } });
  for (const listing of listings) {
    await call('listings.get', { params: { id: listing.id } });
    await call('listings.logs', { params: { listingId: listing.id }, query: { perPage: 9999 } });
    await call('listings.getBySlug', { params: { slug: listing.slug } });
    await call('offers.listForListing', { params: { listingId: listing.id }, query: { perPage: 100 } });
    await call('offers.compareList', { params: { listingId: listing.id } });
  }
  for (const offer of offers) {
    await call('offers.get', { params: { offerId: offer.id } });
    await call('offers.versions', { params: { offerId: offer.id }, query: { perPage: 9999 } });
    await call('offers.logs', { params: { offerId: offer.id }, query: { perPage: 9999 } });
  }
  for (const document of db.documents.all())
    await call('offers.getDocument', { params: { offerId: document.offerId, documentId: document.id } });
  const bestRequest = offers.find((offer) => offer.bestOfferRequest !== null)!.bestOfferRequest!;

  // The writes, on an active listing with offers: the viewer's own where allowed, refused otherwise.
  const active = listings.find(
    (listing) =>
      listing.status === 'active' && listing.isActive && db.offers.findBy('listingId', listing.id).length > 0,
  )!;
  const listingFields = {
    status: 'active',
    addressLine1: active.addressLine1,
    city: active.city,
    state: active.state,
    zipCode: active.zipCode,
    sellers: [],
    listingAgents: [],
    buyerBrokerCommissionIds: [],
  };
  await call('listings.create', { body: { ...listingFields, propertyImage: pngFile() } }, { ownListing: true });
  await call('listings.update', { params: { id: active.id }, body: listingFields });
  await call('listings.addUser', {
    params: { id: active.id },
    body: [{ email: 'someone@example.com', role: 'buyer' }],
  });
  await call('listings.removeUser', {
    params: { listingId: active.id, userId: db.listingUsers.findBy('listingId', active.id)[0]!.userId },
  });
  const created = await call('offers.create', {
    body: {
      ...validTerms({ sellerPaidBuyersBrokerCommissionId: active.buyerBrokerCommissions[0]?.id ?? null }),
      listingId: active.id,
      documents: [pngFile('proof.png')],
    },
  });
  const offerId = created?.body?.id ?? db.offers.findBy('listingId', active.id)[0]!.id;
  await call('offers.edit', { params: { offerId }, body: validTerms({ purchasePrice: 655_000 }) });
  await call('offers.counter', { params: { offerId }, body: validTerms() });
  await call('offers.approve', { params: { offerId } });
  await call('offers.sendToSellers', { params: { offerId }, body: { ids: [offerId] } });
  await call('offers.requestBest', { body: { listingId: active.id, offerIds: [offerId] } });
  await call('offers.keepBest', { body: { offerToken: bestRequest.offerToken } });
  await call('listings.sendBuyersEmails', {
    params: { listingId: active.id },
    body: { subject: 'Update', message: 'Best and final' },
  });
  await call('listings.markViewed', { params: { id: active.id } });
  await call('offers.get', { params: { offerId } });
  await call('offers.versions', { params: { offerId }, query: { perPage: 9999 } });
  return received;
};

describe("the listing's seller-side fields", () => {
  it('are the ones the contract marks "Seller side only"', () => {
    expect(SELLER_SIDE).toEqual([
      'agentCommission',
      'conveyanceFeeFormula',
      'listingAgentCustomCommission',
      'subtractFromMortage',
      'titleFeeTemplate',
    ]);
  });

  describe.each(['buyersAgent', 'buyer', null] as const)('as %s', (viewer) => {
    it('reach no answer of any route that carries listings or offers', { timeout: 120_000 }, async () => {
      const received = await sweep(viewer);
      // The sweep reached every such route of the contract, and saw real data, not only refusals.
      expect(routesCarryingListingsOrOffers().filter((key) => !received.some((answer) => answer.key === key))).toEqual(
        [],
      );
      expect(
        received.filter((answer) => answer.status === 200 && answer.text.includes('"usersToListing"')).length,
      ).toBeGreaterThan(40);
      expect(
        received.filter((answer) => answer.leaks.length > 0).map(({ call, leaks }) => `${call}: ${leaks.join(', ')}`),
      ).toEqual([]);
      // And no raw text either (a field in an error message, a log line).
      expect(
        received.filter(({ text }) => SELLER_SIDE.some((field) => text.includes(field))).map(({ call }) => call),
      ).toEqual([]);
    });
  });

  it('do reach the seller side, so the sweep can tell', async () => {
    await seedMock({ scenario: 'demo' });
    const agent = await signIn('listingAgent');
    const page = await agent.get<{ data: unknown[] }>('/listing?perPage=48');
    expect(leaksIn(page.body).map((leak) => leak.replace(/\[\d+\]/g, '[]'))).toEqual(
      expect.arrayContaining([
        '$.data[].agentCommission',
        '$.data[].county.conveyanceFeeFormula',
        '$.data[].titleFeeTemplate',
      ]),
    );
  });
});
