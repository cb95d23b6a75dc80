import { describe, expect, it } from 'vitest';
import { anonymous, db, SELLER_SIDE_FIELDS, signIn, useScenario } from './support';

useScenario('demo', 'once');

// The sweep over every route and record for the seller-side fields, as the buying side and
// anonymous: tests/unit/mock-server/routes/visibility-sweep.test.ts. Here: what each side does get.

describe('the buying side and anonymous viewers', () => {
  it("anonymous: sees the listing agents by name, and nobody's e-mail", async () => {
    const client = anonymous();
    const texts = [
      (await client.get('/listing/public?view=public&perPage=48')).text,
      ...(await Promise.all(
        db.listings
          .all()
          .slice(0, 12)
          .map(async (listing) => (await client.get(`/listing/${listing.id}`)).text),
      )),
    ];
    expect(texts.filter((text) => text.includes('"usersToListing"'))).toHaveLength(12);
    expect(texts.filter((text) => text.includes('@'))).toEqual([]);
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
      county: {
        id: listing.countyId,
        conveyanceFeeFormula: db.counties.findById(listing.countyId!)!.conveyanceFeeFormula,
      },
    });
  });
});
