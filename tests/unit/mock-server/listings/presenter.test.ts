import { describe, expect, it } from 'vitest';
import { ListingSchema, PublicListingSchema } from '@contract/schemas/listing';
import { PERSONAS } from '@fixtures/personas';
import { presentListing, presentPublicListing } from '@mock/presenters/listing';
import { db, useScenario } from './support';

useScenario('demo', 'once');

const SELLER_ONLY = ['agentCommission', 'listingAgentCustomCommission', 'titleFeeTemplate', 'subtractFromMortage'];
const listing = () => db.listings.findById(33)!;
const user = (id: number) => db.users.findById(id)!;

describe('presentListing', () => {
  it('gives the seller side every field, the county with its formula, and every party', () => {
    for (const id of [PERSONAS.listingAgent.id, PERSONAS.seller.id]) {
      const presented = presentListing(db, listing(), user(id));
      expect(Object.keys(presented)).toEqual(expect.arrayContaining(SELLER_ONLY));
      expect(presented.county).toHaveProperty('conveyanceFeeFormula');
      expect(presented.usersToListing).toHaveLength(db.listingUsers.findBy('listingId', 33).length);
      expect(ListingSchema.safeParse(presented).success).toBe(true);
    }
  });

  it.each([
    ['buyers.agent', () => user(PERSONAS.buyersAgent.id)],
    ['buyer', () => user(PERSONAS.buyer.id)],
    ['a stranger', () => user(PERSONAS.limitAgent.id)],
    ['anonymous', () => null],
  ])('leaves the seller-side keys out for %s (absent, not null)', (_, viewer) => {
    const presented = presentListing(db, listing(), viewer());
    for (const key of SELLER_ONLY) expect(presented).not.toHaveProperty(key);
    expect(presented.county).not.toHaveProperty('conveyanceFeeFormula');
    expect(presented.usersToListing.some((party) => party.role === 'seller')).toBe(false);
    expect(ListingSchema.safeParse(presented).success).toBe(true);
  });

  it("gives the buyer the listing agents' contacts and their own row", () => {
    const presented = presentListing(db, listing(), user(PERSONAS.buyer.id));
    expect(presented.usersToListing.map((party) => party.role)).toEqual(['listing-agent', 'listing-agent', 'buyer']);
    expect(presented.usersToListing.every((party) => party.user.email)).toBe(true);
    expect(presented.offersCounter).toBeGreaterThan(0);
  });
});

describe('presentPublicListing', () => {
  it('answers the public card with the listing agents by name', () => {
    const presented = presentPublicListing(db, listing());
    expect(PublicListingSchema.strict().safeParse(presented).success).toBe(true);
    expect(presented.listingAgents.map((agent) => agent.id)).toEqual([
      PERSONAS.listingAgent.id,
      PERSONAS.coListingAgent.id,
    ]);
  });
});
