import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import type { Row } from '@mock/db/runtime-schemas';
import { offerCapacityOf, visibleOffersOn } from '@mock/policies/offer-access';
import { currentVersionOf } from '@mock/policies/offer-versions';
import { useDemoDatabase } from './demo-db';

// Which offers a buyer on a listing sees: those a buyers' agent who invited them made for them,
// or those naming them. Never a competitor's offer, whatever other invitations exist.

useDemoDatabase();

const AT = '2026-03-01T10:00:00.000Z';
const buyer = () => db.users.findById(PERSONAS.buyer.id)!;

type Invitation = Pick<Row<'invitations'>, 'invitedById' | 'email' | 'role' | 'listingId'>;
const invite = (invitation: Invitation, n: number) =>
  db.invitations.insert({
    fullName: 'Invited Person',
    automaticallyNotify: false,
    token: `offer-access-test-${n}`,
    createdAt: AT,
    acceptedAt: null,
    ...invitation,
  });

/** A listing with offers from two different buyers' agents, the buyer persona on it as a buyer. */
let offer: Row<'offers'>;
let competitor: Row<'offers'>;
beforeEach(async () => {
  const listingIds = [...new Set(db.offers.all().map((row) => row.listingId))];
  const listingId = listingIds.find(
    (id) => new Set(db.offers.findBy('listingId', id).map((o) => o.buyersAgentId)).size > 1,
  )!;
  const onListing = db.offers.findBy('listingId', listingId);
  offer = onListing[0]!;
  competitor = onListing.find((row) => row.buyersAgentId !== offer.buyersAgentId)!;
  await db.listingUsers.insert({
    listingId,
    userId: buyer().id,
    role: 'buyer',
    automaticallyNotify: false,
    createdAt: AT,
  });
  // The fixtures' buyers never include the buyer persona's own name on these offers.
  for (const row of onListing) {
    expect(currentVersionOf(db, row.id).terms.buyers).not.toContain(buyer().fullName);
  }
});

/** The buyer persona invited as a buyer to the listing by `offer`'s agent; `change` is how a case's invitation differs. */
const inviteBuyer = (change: Partial<Invitation>, n: number) =>
  invite(
    { invitedById: offer.buyersAgentId, email: buyer().email, role: 'buyer', listingId: offer.listingId, ...change },
    n,
  );

describe("a buyer on the listing and their buyers' agent's offers", () => {
  it('sees nothing without an invitation or their name on the offer', () => {
    expect(offerCapacityOf(db, offer, buyer())).toBeNull();
    expect(visibleOffersOn(db, offer.listingId, buyer())).toEqual([]);
  });

  it("sees the inviting agent's offers on this listing, and not the competitor's", async () => {
    await inviteBuyer({}, 1);
    expect(offerCapacityOf(db, offer, buyer())).toBe('buyer');
    expect(offerCapacityOf(db, competitor, buyer())).toBeNull();
    const visible = visibleOffersOn(db, offer.listingId, buyer());
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every((row) => row.buyersAgentId === offer.buyersAgentId)).toBe(true);
  });

  it('an invitation on no listing counts for every listing of the inviting agent', async () => {
    await inviteBuyer({ email: ` ${buyer().email.toUpperCase()}`, listingId: null }, 1);
    expect(offerCapacityOf(db, offer, buyer())).toBe('buyer');
  });

  it('an invitation to another listing shows nothing here', async () => {
    const elsewhere = db.listings.findFirst((listing) => listing.id !== offer.listingId)!;
    await inviteBuyer({ listingId: elsewhere.id }, 1);
    expect(offerCapacityOf(db, offer, buyer())).toBeNull();
  });

  it('an invitation in another role (a co-agent) shows nothing', async () => {
    await inviteBuyer({ role: 'buyers_agent' }, 1);
    expect(offerCapacityOf(db, offer, buyer())).toBeNull();
  });

  it('an invitation for someone else by the same agent shows nothing', async () => {
    await inviteBuyer({ email: 'someone.else@example.com' }, 1);
    expect(offerCapacityOf(db, offer, buyer())).toBeNull();
  });

  it("one matching invitation is enough among the agent's others", async () => {
    await inviteBuyer({ email: 'someone.else@example.com' }, 1);
    await inviteBuyer({}, 2);
    expect(offerCapacityOf(db, offer, buyer())).toBe('buyer');
  });

  it('an invitation by the competing agent shows only that agent’s offers', async () => {
    await inviteBuyer({ invitedById: competitor.buyersAgentId }, 1);
    expect(offerCapacityOf(db, offer, buyer())).toBeNull();
    expect(offerCapacityOf(db, competitor, buyer())).toBe('buyer');
  });

  it('sees an offer naming them among the buyers, however the name is spaced or cased', async () => {
    const version = currentVersionOf(db, offer.id);
    const spaced = `  ${buyer().fullName.toUpperCase().replace(' ', '   ')} `;
    await db.offerVersions.update(version.id, { terms: { ...version.terms, buyers: ['Someone Else', spaced] } });
    expect(offerCapacityOf(db, offer, buyer())).toBe('buyer');
    expect(offerCapacityOf(db, competitor, buyer())).toBeNull();
  });
});
