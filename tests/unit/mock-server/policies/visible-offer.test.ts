import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import { loadVisibleOffer, requireListingAgentCapacity } from '@mock/policies/visible-offer';
import { messageOf, statusOf, useDemoDatabase } from './demo-db';

// Every offer route loads its offer this way: whoever may not see the offer is told it does not
// exist (404, the same as an unknown id), so that no one probes for competing offers by id; of those
// who see it, only a listing agent approves, counters and sends it (403 for the others).

useDemoDatabase();

const user = (id: number) => db.users.findById(id)!;
/** Listing 35 of the demo: Maya Thornton lists it, Carlos Mendoza (buyers' agent) made offer 12 on it, offer 14 is another agent's. */
const OWN_OFFER = 12;
const COMPETING_OFFER = 14;

describe('loading an offer for a user', () => {
  it("gives the offer, its listing and the user's capacity to whoever may see it", () => {
    const loaded = loadVisibleOffer(db, OWN_OFFER, user(PERSONAS.buyersAgent.id));
    expect(loaded.offer).toEqual(db.offers.findById(OWN_OFFER));
    expect(loaded.listing).toEqual(db.listings.findById(loaded.offer.listingId));
    expect(loaded.capacity).toBe('buyers-agent');
    expect(loadVisibleOffer(db, OWN_OFFER, user(PERSONAS.listingAgent.id)).capacity).toBe('listing-agent');
  });

  it("answers a competitor's offer exactly as an unknown one: 404 Offer not found", () => {
    const buyersAgent = user(PERSONAS.buyersAgent.id);
    expect(statusOf(() => loadVisibleOffer(db, COMPETING_OFFER, buyersAgent))).toBe(404);
    expect(messageOf(() => loadVisibleOffer(db, COMPETING_OFFER, buyersAgent))).toBe('Offer not found');
    expect(statusOf(() => loadVisibleOffer(db, 999_999, buyersAgent))).toBe(404);
    expect(messageOf(() => loadVisibleOffer(db, 999_999, buyersAgent))).toBe('Offer not found');
  });
});

describe('actions only a listing agent takes', () => {
  it('are allowed to a listing agent, and refused with a 403 naming the action to the others who see the offer', () => {
    const asListingAgent = loadVisibleOffer(db, OWN_OFFER, user(PERSONAS.listingAgent.id));
    expect(statusOf(() => requireListingAgentCapacity(asListingAgent, 'approve offers'))).toBeUndefined();
    const asBuyersAgent = loadVisibleOffer(db, OWN_OFFER, user(PERSONAS.buyersAgent.id));
    expect(statusOf(() => requireListingAgentCapacity(asBuyersAgent, 'approve offers'))).toBe(403);
    expect(messageOf(() => requireListingAgentCapacity(asBuyersAgent, 'approve offers'))).toBe(
      'Only a listing agent of this listing can approve offers',
    );
  });
});
