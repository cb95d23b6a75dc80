import { beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '@contract/schemas/common';
import type { Listing } from '@contract/schemas/listing';
import { PERSONAS } from '@fixtures/personas';
import { Client, db, partyListingIds, signIn, useScenario } from './support';

// Read-only checks over the 5,000 listings of large-account, seeded once for the file.
useScenario('large-account', 'once');

const ME = PERSONAS.listingAgent.id;
let agent: Client;
let mine: number[];
let offers: Map<number, number>;
let views: Map<number, number>;

beforeAll(async () => {
  agent = await signIn('listingAgent');
  mine = partyListingIds(ME);
  offers = new Map();
  for (const offer of db.offers.all()) offers.set(offer.listingId, (offers.get(offer.listingId) ?? 0) + 1);
  views = new Map(
    db.listingViews
      .all()
      .filter((view) => view.userId === ME)
      .map((view) => [view.listingId, Date.parse(view.viewedAt)]),
  );
});

const list = async (query: string) => {
  const answer = await agent.get<Paginated<Listing>>(`/listing${query}`);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return answer.json.body;
};
const ids = (page: Paginated<Listing>) => page.data.map((listing) => listing.id);
const created = (id: number) => Date.parse(db.listings.findById(id)!.createdAt);
const byKeyDesc = (key: (id: number) => number) => (a: number, b: number) => key(b) - key(a) || b - a;

describe('GET /listing over large-account', () => {
  it('holds thousands of listings for listing.agent', () => {
    expect(mine.length).toBeGreaterThan(2_000);
  });

  it('first page: newest first, with the total', async () => {
    const page = await list('');
    expect(page.total).toBe(mine.length);
    expect(ids(page)).toEqual([...mine].sort(byKeyDesc(created)).slice(0, 12));
  });

  it('mostOffersFirst and recentlyViewedFirst, first pages of 48', async () => {
    expect(ids(await list('?sort=mostOffersFirst&perPage=48'))).toEqual(
      [...mine].sort(byKeyDesc((id) => offers.get(id) ?? 0)).slice(0, 48),
    );
    const viewed = mine.filter((id) => views.has(id)).sort(byKeyDesc((id) => views.get(id)!));
    const page = await list('?sort=recentlyViewedFirst&perPage=48&page=2');
    expect(ids(page)).toEqual(viewed.slice(48, 96));
  });

  it('a filter and a search, by their totals and first pages', async () => {
    const activeWithOffers = mine.filter(
      (id) => ['active', 'pending'].includes(db.listings.findById(id)!.status) && (offers.get(id) ?? 0) > 0,
    );
    const filtered = await list('?status=active,pending&hasOffers=true&perPage=24');
    expect(filtered.total).toBe(activeWithOffers.length);
    expect(ids(filtered)).toEqual(activeWithOffers.sort(byKeyDesc(created)).slice(0, 24));

    const inBellevue = mine.filter((id) => {
      const { addressLine1, addressLine2, city, state, zipCode } = db.listings.findById(id)!;
      return [addressLine1, addressLine2, city, state, zipCode].join(' ').toLowerCase().includes('bellevue');
    });
    const searched = await list('?search=bellevue&sort=createdLast');
    expect(searched.total).toBe(inBellevue.length);
    expect(ids(searched)).toEqual(inBellevue.sort((a, b) => created(a) - created(b) || a - b).slice(0, 12));
  });

  it('a page past the end', async () => {
    const page = await list('?perPage=48&page=1000');
    expect(page).toMatchObject({
      data: [],
      total: mine.length,
      nextPage: null,
      previousPage: Math.ceil(mine.length / 48),
    });
  });
});
