import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import type { Row } from '@mock/db/runtime-schemas';
import { offerCapacityOf } from '@mock/policies/offer-access';
import { currentVersionOf } from '@mock/policies/offer-versions';
import { useDemoDatabase } from './demo-db';

// A buyer on the listing sees an offer that names them among its buyers. The name on their
// profile is matched as people write names: spaces around and between words and the case do not
// count, but a space is not nothing ("Mary Ann" is not "Maryann").

useDemoDatabase();

const buyer = () => db.users.findById(PERSONAS.buyer.id)!;
let offer: Row<'offers'>;

beforeEach(async () => {
  offer = db.offers.findFirst(() => true)!;
  await db.listingUsers.insert({
    listingId: offer.listingId,
    userId: buyer().id,
    role: 'buyer',
    automaticallyNotify: false,
    createdAt: '2026-03-01T10:00:00.000Z',
  });
});

const nameBuyers = async (...buyers: string[]) => {
  const version = currentVersionOf(db, offer.id);
  await db.offerVersions.update(version.id, { terms: { ...version.terms, buyers } });
};

describe('a buyer named on an offer', () => {
  it('sees it when the profile name has spaces around it', async () => {
    await db.users.update(buyer().id, { fullName: `  ${buyer().fullName} ` });
    await nameBuyers('Someone Else', PERSONAS.buyer.fullName);
    expect(offerCapacityOf(db, offer, buyer())).toBe('buyer');
  });

  it('does not see an offer for a name spaced differently into other words', async () => {
    await db.users.update(buyer().id, { fullName: 'Maryann Lee' });
    await nameBuyers('Mary Ann Lee');
    expect(offerCapacityOf(db, offer, buyer())).toBeNull();
    await nameBuyers('Mary Ann Lee', 'MARYANN  lee');
    expect(offerCapacityOf(db, offer, buyer())).toBe('buyer');
  });
});
