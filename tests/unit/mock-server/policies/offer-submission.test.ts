import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { plainOfferTerms } from '@fixtures/plain-offer-terms';
import { db } from '@mock/db/database';
import { requireOfferSubmitter, sellersWantApproval, withBuyerCommission } from '@mock/policies/offer-rules';
import { messageOf, statusOf, useDemoDatabase } from './demo-db';

// Who submits an offer on a listing, what buyer-side commission it carries, and whether it waits
// for a listing agent's approval before the sellers see it.

useDemoDatabase();

const user = (id: number) => db.users.findById(id)!;
/** Demo listing 35: Maya Thornton lists it, Rebecca Lindqvist sells it, Carlos Mendoza is a buyers' agent on it. */
const LISTING = 35;
const listing = () => db.listings.findById(LISTING)!;

describe('submitting an offer', () => {
  it("is for buyers' agents, also one not yet on the listing", () => {
    expect(statusOf(() => requireOfferSubmitter(db, listing(), user(PERSONAS.buyersAgent.id)))).toBeUndefined();
    expect(statusOf(() => requireOfferSubmitter(db, listing(), user(PERSONAS.limitAgent.id)))).toBeUndefined();
  });

  it("is refused to sellers and buyers: only buyers' agents submit (403)", () => {
    for (const id of [PERSONAS.seller.id, PERSONAS.buyer.id]) {
      expect(statusOf(() => requireOfferSubmitter(db, listing(), user(id)))).toBe(403);
      expect(messageOf(() => requireOfferSubmitter(db, listing(), user(id)))).toBe(
        "Only buyers' agents can submit offers",
      );
    }
  });

  it('is refused to an agent on the seller side of this listing (403), not on another listing', () => {
    expect(statusOf(() => requireOfferSubmitter(db, listing(), user(PERSONAS.coListingAgent.id)))).toBe(403);
    expect(messageOf(() => requireOfferSubmitter(db, listing(), user(PERSONAS.listingAgent.id)))).toBe(
      'You represent the seller on this listing and cannot submit an offer on it',
    );
    const elsewhere = db.listings.findFirst(
      (row) => !db.listingUsers.findBy('listingId', row.id).some((party) => party.userId === PERSONAS.listingAgent.id),
    )!;
    expect(statusOf(() => requireOfferSubmitter(db, elsewhere, user(PERSONAS.listingAgent.id)))).toBeUndefined();
  });
});

describe('an offer without a commission template', () => {
  it('keeps the commission the buying agent wrote, as a custom one', () => {
    const custom = { name: 'Our split', formula: 'pp * 0.02' };
    expect(withBuyerCommission(listing(), plainOfferTerms({ sellerPaidBuyersBrokerCommission: custom }))).toEqual(
      plainOfferTerms({ sellerPaidBuyersBrokerCommissionId: null, sellerPaidBuyersBrokerCommission: custom }),
    );
  });

  it('has no commission when none was written', () => {
    const {
      sellerPaidBuyersBrokerCommissionId: _id,
      sellerPaidBuyersBrokerCommission: _commission,
      ...rest
    } = plainOfferTerms();
    expect(withBuyerCommission(listing(), rest)).toEqual({
      ...rest,
      sellerPaidBuyersBrokerCommissionId: null,
      sellerPaidBuyersBrokerCommission: null,
    });
  });
});

describe('whether a new offer waits for approval', () => {
  const setSellers = async (listingId: number, automaticallyNotify: boolean) => {
    for (const party of db.listingUsers.findBy('listingId', listingId))
      if (party.role === 'seller') await db.listingUsers.update(party.id, { automaticallyNotify });
  };

  it('waits when some seller wants to approve offers first', async () => {
    const sellers = db.listingUsers.findBy('listingId', LISTING).filter((party) => party.role === 'seller');
    expect(sellers.map((party) => party.automaticallyNotify).sort()).toEqual([false, true]);
    expect(sellersWantApproval(db, LISTING)).toBe(true);
  });

  it('goes to the sellers at once when every seller is notified automatically, whatever the agents chose', async () => {
    await setSellers(LISTING, true);
    expect(db.listingUsers.findBy('listingId', LISTING).some((party) => !party.automaticallyNotify)).toBe(true);
    expect(sellersWantApproval(db, LISTING)).toBe(false);
  });

  it('waits for nobody on a listing without sellers', async () => {
    await db.listingUsers.deleteWhere((party) => party.listingId === LISTING && party.role === 'seller');
    expect(sellersWantApproval(db, LISTING)).toBe(false);
  });
});
