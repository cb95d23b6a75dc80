import { describe, expect, it } from 'vitest';
import { LISTING_SORTS, ListingSortSchema } from '@contract/schemas/enums';
import type { Listing, PublicListing } from '@contract/schemas/listing';
import type { Paginated } from '@contract/schemas/common';
import { PERSONAS } from '@fixtures/personas';
import { REFERENCE_DATE } from '@fixtures/scenarios/reference-date';
import { anonymous, db, partyListingIds, setClock, signIn, useScenario } from './support';

useScenario('demo');

const LISTING_AGENT = PERSONAS.listingAgent.id;
const DAY = 86_400_000;
const NOW = Date.parse(REFERENCE_DATE);

/*
 * Expected orders are worked out here from the database with their own
 * comparator, not with the mock's sort: listing.agent is a listing agent on
 * each of his listings, so he counts every offer.
 */
const offersOn = (listingId: number) => db.offers.all().filter((offer) => offer.listingId === listingId).length;
const viewedAt = (listingId: number, userId = LISTING_AGENT) =>
  db.listingViews
    .all()
    .filter((view) => view.listingId === listingId && view.userId === userId)
    .map((view) => Date.parse(view.viewedAt))
    .sort((a, b) => b - a)[0] ?? null;
const createdAt = (listingId: number) => Date.parse(db.listings.findById(listingId)!.createdAt);

type Key = (id: number) => number;
const KEYS: Record<'createdAt' | 'viewedAt' | 'offersCounter', Key> = {
  createdAt,
  viewedAt: (id) => viewedAt(id) ?? -Infinity,
  offersCounter: offersOn,
};
const expectedOrder = (ids: number[], sortBy: keyof typeof KEYS, direction: 'asc' | 'desc') => {
  const sign = direction === 'asc' ? 1 : -1;
  return [...ids].sort((a, b) => {
    const [ka, kb] = [KEYS[sortBy](a), KEYS[sortBy](b)];
    if (ka !== kb) return ka < kb ? -sign : sign;
    return sign * (a - b);
  });
};

const list = async (query: string, persona: 'listingAgent' | 'buyersAgent' | 'seller' = 'listingAgent') => {
  const answer = await (await signIn(persona)).get<Paginated<Listing>>(`/listing${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.body;
};
const ids = (page: Paginated<{ id: number }>) => page.data.map((listing) => listing.id);

describe('GET /listing: who sees which listings', () => {
  it('answers the listings the user is a party to, newest first, 12 per page, with the paging fields', async () => {
    const all = partyListingIds(LISTING_AGENT);
    const page = await list('');
    expect(page.total).toBe(all.length);
    expect(page).toMatchObject({ currentPage: 1, limit: 12, previousPage: null, nextPage: 2 });
    expect(ids(page)).toEqual(expectedOrder(all, 'createdAt', 'desc').slice(0, 12));
  });

  it('answers 401 without a session', async () => {
    expect((await anonymous().get('/listing')).status).toBe(401);
  });

  it('splits the views by side: selling for seller-side roles, buying for buyer-side roles', async () => {
    const buyersAgent = PERSONAS.buyersAgent.id;
    expect((await list('?view=buying&perPage=48', 'buyersAgent')).data.map((l) => l.id).sort()).toEqual(
      partyListingIds(buyersAgent, ['buyers_agent', 'buyer']).sort(),
    );
    expect((await list('?view=selling', 'buyersAgent')).total).toBe(0);
    expect((await list('?view=selling&perPage=48')).total).toBe(partyListingIds(LISTING_AGENT).length);
    expect((await list('?view=buying')).total).toBe(0);
    expect((await list('?view=all&perPage=48', 'seller')).total).toBe(partyListingIds(PERSONAS.seller.id).length);
  });

  it('counts the three tabs with the same rule', async () => {
    const agent = await signIn('listingAgent');
    const tabs = await agent.get<{ view: string; count: number }[]>('/listing/count-by-tabs');
    const count = partyListingIds(LISTING_AGENT).length;
    expect(tabs.json.body).toEqual([
      { view: 'all', count },
      { view: 'buying', count: 0 },
      { view: 'selling', count },
    ]);
    const buying = await (await signIn('buyersAgent')).get<{ view: string; count: number }[]>('/listing/count-by-tabs');
    const theirs = partyListingIds(PERSONAS.buyersAgent.id).length;
    expect(buying.json.body).toEqual([
      { view: 'all', count: theirs },
      { view: 'buying', count: theirs },
      { view: 'selling', count: 0 },
    ]);
    expect((await anonymous().get('/listing/count-by-tabs')).status).toBe(401);
  });
});

describe('GET /listing: sorting', () => {
  const all = () => partyListingIds(LISTING_AGENT);

  it.each(ListingSortSchema.options)('sort=%s orders every listing as the spec says, ties by id', async (sort) => {
    const { sortBy, sortDirection } = LISTING_SORTS[sort];
    const page = await list(`?sort=${sort}&perPage=48`);
    expect(ids(page)).toEqual(expectedOrder(all(), sortBy, sortDirection));
  });

  it('puts never-viewed listings last in recentlyViewedFirst and first in recentlyViewedLast', async () => {
    const viewed = all().filter((id) => viewedAt(id) !== null);
    expect(viewed.length).toBeGreaterThan(0);
    expect(viewed.length).toBeLessThan(all().length);
    const first = await list('?sort=recentlyViewedFirst&perPage=48');
    expect(first.data.slice(0, viewed.length).every((listing) => listing.viewedAt !== null)).toBe(true);
    expect(first.data.slice(viewed.length).every((listing) => listing.viewedAt === null)).toBe(true);
    const last = await list('?sort=recentlyViewedLast&perPage=48');
    expect(ids(last)).toEqual([...ids(first)].reverse());
  });

  it('uses sortBy and sortDirection when sort is absent, and sort when both are sent', async () => {
    expect(ids(await list('?sortBy=offersCounter&sortDirection=asc&perPage=48'))).toEqual(
      expectedOrder(all(), 'offersCounter', 'asc'),
    );
    expect(ids(await list('?sortBy=viewedAt&perPage=48'))).toEqual(expectedOrder(all(), 'viewedAt', 'desc'));
    expect(ids(await list('?sort=createdLast&sortBy=offersCounter&sortDirection=desc&perPage=48'))).toEqual(
      expectedOrder(all(), 'createdAt', 'asc'),
    );
  });

  it('refuses a sort outside the enumeration with a 400', async () => {
    const answer = await (await signIn('listingAgent')).get('/listing?sort=cheapestFirst');
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toHaveProperty('sort');
  });
});

describe('GET /listing: filters', () => {
  const all = () => partyListingIds(LISTING_AGENT);
  const newest = (selected: number[]) => expectedOrder(selected, 'createdAt', 'desc');

  it('filters by several statuses (comma-separated)', async () => {
    const wanted = all().filter((id) => ['active', 'pending'].includes(db.listings.findById(id)!.status));
    expect(ids(await list('?status=active,pending&perPage=48'))).toEqual(newest(wanted));
    expect((await (await signIn('listingAgent')).get('/listing?status=active,open')).status).toBe(400);
  });

  it('filters on offers: true, false and all', async () => {
    const withOffers = all().filter((id) => offersOn(id) > 0);
    expect(withOffers.length).toBeGreaterThan(0);
    expect(ids(await list('?hasOffers=true&perPage=48'))).toEqual(newest(withOffers));
    expect(ids(await list('?hasOffers=false&perPage=48'))).toEqual(newest(all().filter((id) => offersOn(id) === 0)));
    expect((await list('?hasOffers=all&perPage=48')).total).toBe(all().length);
  });

  it.each([
    ['week', (age: number) => age <= 7 * DAY],
    ['month', (age: number) => age <= 30 * DAY],
    ['3months', (age: number) => age <= 90 * DAY],
    ['6months', (age: number) => age <= 180 * DAY],
    ['1year+', (age: number) => age > 365 * DAY],
    ['any', () => true],
  ] as const)('timeListed=%s counts from the mock clock', async (timeListed, within) => {
    const wanted = all().filter((id) => within(NOW - createdAt(id)));
    const page = await list(`?timeListed=${encodeURIComponent(timeListed)}&perPage=48`);
    expect(ids(page)).toEqual(newest(wanted));
  });

  it('moves the timeListed windows with the mock clock', async () => {
    const before = (await list('?timeListed=week&perPage=48')).total;
    await setClock(new Date(NOW + 60 * DAY).toISOString());
    expect((await list('?timeListed=week&perPage=48')).total).toBeLessThan(before);
  });

  it.each([
    ['portland', ['portland']],
    ['LAKE Oswego', ['lake', 'oswego']],
    ['clinton portland', ['clinton', 'portland']],
    ['97035', ['97035']],
    ['Portland, OR', ['portland', 'or']],
  ])('searches the address case-insensitively: %s', async (search, words) => {
    const address = (id: number) => {
      const listing = db.listings.findById(id)!;
      return [listing.addressLine1, listing.addressLine2 ?? '', listing.city, listing.state, listing.zipCode]
        .join(' ')
        .toLowerCase();
    };
    const wanted = all().filter((id) => words.every((word) => address(id).includes(word)));
    expect(wanted.length).toBeGreaterThan(0);
    expect(ids(await list(`?search=${encodeURIComponent(search)}&perPage=48`))).toEqual(newest(wanted));
  });

  it('combines filters, and answers an empty page when nothing matches', async () => {
    const wanted = all().filter((id) => db.listings.findById(id)!.status === 'active' && offersOn(id) > 0);
    const page = await list('?status=active&hasOffers=true&sort=mostOffersFirst&perPage=48');
    expect(ids(page)).toEqual(expectedOrder(wanted, 'offersCounter', 'desc'));
    expect(await list('?search=no-such-street-anywhere')).toEqual({
      data: [],
      currentPage: 1,
      limit: 12,
      nextPage: null,
      previousPage: null,
      total: 0,
    });
  });
});

describe('GET /listing: paging', () => {
  it('walks the pages and answers an empty page past the end with the right total', async () => {
    const all = expectedOrder(partyListingIds(LISTING_AGENT), 'createdAt', 'desc');
    const lastPage = Math.ceil(all.length / 12);
    const last = await list(`?page=${lastPage}`);
    expect(ids(last)).toEqual(all.slice((lastPage - 1) * 12));
    expect(last).toMatchObject({
      currentPage: lastPage,
      nextPage: null,
      previousPage: lastPage - 1,
      total: all.length,
    });
    const past = await list(`?page=${lastPage + 2}`);
    expect(past).toMatchObject({
      data: [],
      currentPage: lastPage + 2,
      nextPage: null,
      previousPage: lastPage,
      total: all.length,
    });
    const wide = await list('?perPage=24&page=2');
    expect(ids(wide)).toEqual(all.slice(24, 48));
    expect(wide.limit).toBe(24);
  });

  it('accepts only the page sizes 12, 24 and 48', async () => {
    const agent = await signIn('listingAgent');
    expect((await agent.get('/listing?perPage=10')).status).toBe(400);
    expect((await agent.get('/listing?page=0')).status).toBe(400);
  });
});

describe('GET /listing/public', () => {
  const active = () => db.listings.all().filter((listing) => listing.status === 'active');
  const newestFirst = (rows: { id: number; createdAt: string }[]) =>
    [...rows].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id).map((row) => row.id);

  it('answers the active listings of every account to anyone, newest first, with the listing agents by name', async () => {
    const answer = await anonymous().get<Paginated<PublicListing>>('/listing/public?view=public&perPage=48');
    expect(answer.status).toBe(200);
    expect(ids(answer.json.body)).toEqual(newestFirst(active()));
    const first = answer.json.body.data[0]!;
    const agents = db.listingUsers
      .all()
      .filter((row) => row.listingId === first.id && row.role === 'listing-agent')
      .map((row) => ({ id: row.userId, fullName: db.users.findById(row.userId)!.fullName }));
    expect(first.listingAgents).toEqual(agents);
    expect(answer.text).not.toContain('@');
  });

  it('searches and pages', async () => {
    const wanted = newestFirst(active().filter((listing) => listing.city.toLowerCase().includes('portland')));
    const answer = await (
      await signIn('buyersAgent')
    ).get<Paginated<PublicListing>>('/listing/public?view=public&search=PORTLAND&perPage=12&page=1');
    expect(ids(answer.json.body)).toEqual(wanted.slice(0, 12));
    expect(answer.json.body.total).toBe(wanted.length);
  });

  it('requires view=public', async () => {
    expect((await anonymous().get('/listing/public')).status).toBe(400);
  });
});
