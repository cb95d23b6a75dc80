import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { anonymous, Client, db, pngFile, SELLER_SIDE_FIELDS, signIn, useScenario } from './support';

useScenario('demo');

/**
 * Every listings call a viewer can make, over every listing of the demo, as
 * raw response texts: lists (every view, every page), public search, each
 * listing by id and by slug, logs, and the calls the buying side may not
 * make (their 403s must not leak either).
 */
const everyListingsResponse = async (client: Client): Promise<string[]> => {
  const texts: string[] = [];
  const get = async (path: string) => {
    const answer = await client.get(path);
    texts.push(answer.text);
    return answer;
  };
  for (const view of ['all', 'buying', 'selling']) {
    for (let page = 1; page <= 2; page += 1) await get(`/listing?view=${view}&perPage=48&page=${page}`);
  }
  await get('/listing?sort=mostOffersFirst&hasOffers=true&perPage=48');
  await get('/listing/count-by-tabs');
  await get('/listing/public?view=public&perPage=48');
  await get('/location?zipCode=97202');
  for (const listing of db.listings.all()) {
    await get(`/listing/${listing.id}`);
    await get(`/listing/slug/${listing.slug}`);
    await get(`/listing/${listing.id}/logs?perPage=9999`);
  }
  const target = db.listings.findById(33)!;
  for (const answer of [
    await client.postJson('/listing/33/users', [{ email: 'someone@example.com', role: 'buyer' }]),
    await client.delete(`/listing/33/users/${PERSONAS.seller.id}`),
    await client.postJson('/listing/33/offers/send-buyers-emails', { subject: 'Hi', message: 'Best and final' }),
    await client.multipart(
      '/listing/33',
      { status: 'active', addressLine1: target.addressLine1, city: target.city, state: target.state, zipCode: target.zipCode, sellers: [], listingAgents: [], buyerBrokerCommissionIds: [], propertyImage: pngFile() },
      'PATCH',
    ),
    await client.call('/listing/33/view', { method: 'POST' }),
  ]) {
    texts.push(answer.text);
  }
  return texts;
};

const leaks = (texts: string[]) =>
  texts.flatMap((text) => SELLER_SIDE_FIELDS.filter((field) => text.includes(field)).map((field) => `${field} in ${text.slice(0, 120)}`));

describe('the buying side and anonymous viewers never receive the seller-side fields', () => {
  it.each(['buyersAgent', 'buyer'] as const)('%s: not in any listings response', async (persona) => {
    const client = await signIn(persona);
    const texts = await everyListingsResponse(client);
    // The sweep did see listings: the persona's own come back in full otherwise.
    expect(texts.some((text) => text.includes('"usersToListing"'))).toBe(true);
    expect(leaks(texts)).toEqual([]);
  });

  it('anonymous: not in any listings response', async () => {
    const texts = await everyListingsResponse(anonymous());
    expect(texts.some((text) => text.includes('"usersToListing"'))).toBe(true);
    expect(leaks(texts)).toEqual([]);
    // Anonymous viewers see the listing agents by name, and nobody's e-mail.
    expect(texts.filter((text) => text.includes('"usersToListing"')).some((text) => text.includes('@'))).toBe(false);
  });

  it('a buyer on a listing still receives its buyer broker commissions, which are theirs to choose from', async () => {
    const answer = await (await signIn('buyersAgent')).get<{ buyerBrokerCommissions: unknown[] }>('/listing/33');
    expect(answer.json.body.buyerBrokerCommissions).toEqual(db.listings.findById(33)!.buyerBrokerCommissions);
  });
});

describe('the seller side receives them', () => {
  it.each(['listingAgent', 'coListingAgent', 'seller'] as const)('%s: on its own listings', async (persona) => {
    const client = await signIn(persona);
    const page = await client.get<{ data: { id: number; county: unknown }[] }>('/listing?perPage=48');
    const withCounty = page.json.body.data.find((listing) => listing.county !== null)!;
    const answer = await client.get(`/listing/${withCounty.id}`);
    for (const field of SELLER_SIDE_FIELDS) expect(answer.text).toContain(`"${field}"`);
    for (const field of SELLER_SIDE_FIELDS) expect(page.text).toContain(`"${field}"`);
  });

  it('with the stored values, nulls included', async () => {
    const listing = db.listings.findById(33)!;
    const answer = await (await signIn('listingAgent')).get<Record<string, unknown>>('/listing/33');
    expect(answer.json.body).toMatchObject({
      agentCommission: listing.agentCommission,
      listingAgentCustomCommission: listing.listingAgentCustomCommission,
      titleFeeTemplate: listing.titleFeeTemplate,
      subtractFromMortage: listing.subtractFromMortage,
      county: { id: listing.countyId, conveyanceFeeFormula: db.counties.findById(listing.countyId!)!.conveyanceFeeFormula },
    });
  });
});
