import { describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { currentVersionOf, nextVersionNumber, versionsNewestFirst } from '@mock/policies/offer-versions';
import { useDemoDatabase } from './demo-db';

// "Counteroffer #n" and "Offer Edit #n": each kind of version is numbered on its own, from 1.

useDemoDatabase();

const AT = '2026-03-05T10:00:00.000Z';

const addVersion = async (offerId: number, versionType: 'counteroffer' | 'edit', createdAt = AT) => {
  const current = currentVersionOf(db, offerId);
  const { id: _id, ...rest } = current;
  return db.offerVersions.insert({
    ...rest,
    versionType,
    versionNumber: nextVersionNumber(db, offerId, versionType),
    createdAt,
  });
};

describe('version numbers', () => {
  const initialOnly = () => db.offers.findFirst((offer) => db.offerVersions.findBy('offerId', offer.id).length === 1)!;

  it('counts counteroffers and edits apart, each from 1', async () => {
    const offer = initialOnly();
    expect(nextVersionNumber(db, offer.id, 'counteroffer')).toBe(1);
    expect(nextVersionNumber(db, offer.id, 'edit')).toBe(1);
    await addVersion(offer.id, 'counteroffer');
    expect(nextVersionNumber(db, offer.id, 'counteroffer')).toBe(2);
    expect(nextVersionNumber(db, offer.id, 'edit')).toBe(1);
    await addVersion(offer.id, 'counteroffer', '2026-03-06T10:00:00.000Z');
    await addVersion(offer.id, 'edit', '2026-03-07T10:00:00.000Z');
    expect(nextVersionNumber(db, offer.id, 'counteroffer')).toBe(3);
    expect(nextVersionNumber(db, offer.id, 'edit')).toBe(2);
  });

  it('the newest version is the current one; one added in the same instant after another is newer', async () => {
    const offer = initialOnly();
    const first = await addVersion(offer.id, 'counteroffer');
    const second = await addVersion(offer.id, 'counteroffer');
    expect(currentVersionOf(db, offer.id).id).toBe(second.id);
    expect(
      versionsNewestFirst(db, offer.id)
        .map((version) => version.id)
        .slice(0, 2),
    ).toEqual([second.id, first.id]);
    const later = await addVersion(offer.id, 'edit', '2026-03-09T10:00:00.000Z');
    const earlier = await addVersion(offer.id, 'edit', '2026-03-08T10:00:00.000Z');
    expect(versionsNewestFirst(db, offer.id).map((version) => version.id)).toEqual([
      later.id,
      earlier.id,
      second.id,
      first.id,
      expect.any(Number),
    ]);
    expect(versionsNewestFirst(db, offer.id).at(-1)!.versionType).toBe('initial');
  });

  it('an offer without versions is a broken database, said so', () => {
    expect(() => currentVersionOf(db, 999_999)).toThrow('Offer 999999 has no version');
  });
});
