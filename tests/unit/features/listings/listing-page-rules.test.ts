import { formatListingAddress } from '@contract/address';
import type { ListingRole } from '@contract/schemas/enums';
import type { ListingUser } from '@contract/schemas/listing';
import { describe, expect, it } from 'vitest';
import {
  currentTabOf,
  listingPageTitle,
  listingSectionOf,
  listingTabs,
  MY_OFFERS_TAB_LABEL,
  OFFERS_TAB_LABEL,
  offersTabLabel,
  showsTabBar,
} from '@/features/listings/lib/listing-page/listing-page-rules';
import { parseListingRef } from '@/lib/api/listing';
import { logActionLabel, logPageOf } from '@/features/listings/lib/listing-page/log-action-labels';
import { personFieldOf, toListingUserInput } from '@/features/listings/lib/listing-page/listing-person-form';

const address = {
  addressLine1: '2250 NW Hoyt Street',
  addressLine2: 'Unit 4',
  city: { name: 'Portland' },
  state: { name: 'OR' },
  zipCode: '97209',
};

const VIEWER = 7;
const party = (role: ListingRole, userId: number): ListingUser => ({
  role,
  automaticallyNotify: false,
  user: { id: userId, fullName: `User ${userId}` },
});
const listingWith = (...viewerRoles: ListingRole[]) => ({
  usersToListing: [party('listing-agent', 1), ...viewerRoles.map((role) => party(role, VIEWER))],
});

describe('the address join rule', () => {
  it('joins line 1, line 2, city, then state and zip, with commas', () => {
    expect(formatListingAddress(address)).toBe('2250 NW Hoyt Street, Unit 4, Portland, OR 97209');
  });

  it('leaves out a missing or blank line 2 instead of leaving an empty part', () => {
    expect(formatListingAddress({ ...address, addressLine2: null })).toBe('2250 NW Hoyt Street, Portland, OR 97209');
    expect(formatListingAddress({ ...address, addressLine2: '  ' })).toBe('2250 NW Hoyt Street, Portland, OR 97209');
  });
});

describe('the title rule', () => {
  it("is 'Listing log' on /logs and the joined address everywhere else", () => {
    expect(listingPageTitle(address, true)).toBe('Listing log');
    expect(listingPageTitle(address, false)).toBe('2250 NW Hoyt Street, Unit 4, Portland, OR 97209');
  });
});

describe('the offers tab name by role', () => {
  it.each<[string, ListingRole[], string]>([
    ['a listing agent', ['listing-agent'], OFFERS_TAB_LABEL],
    ['a seller', ['seller'], OFFERS_TAB_LABEL],
    ["a buyers' agent", ['buyers_agent'], MY_OFFERS_TAB_LABEL],
    ['a buyer', ['buyer'], MY_OFFERS_TAB_LABEL],
    ["a buyers' agent who also sells it", ['buyers_agent', 'seller'], OFFERS_TAB_LABEL],
    ["a buyers' agent who also lists it", ['listing-agent', 'buyers_agent'], OFFERS_TAB_LABEL],
    ['a signed-in stranger', [], OFFERS_TAB_LABEL],
  ])('%s sees the tab as its label', (_who, roles, label) => {
    expect(offersTabLabel(listingWith(...roles), VIEWER)).toBe(label);
  });

  it('names the three tabs in order, linking under the id or slug the visitor used', () => {
    expect(listingTabs(listingWith('buyer'), VIEWER, 'hot-listing')).toEqual([
      { key: 'offers', label: 'My offers on this listing', path: '/listings/s/hot-listing/offers' },
      { key: 'people', label: 'People involved', path: '/listings/s/hot-listing/people' },
      { key: 'info', label: 'Listing info', path: '/listings/s/hot-listing/info' },
    ]);
  });
});

describe('sections and the tab bar', () => {
  it.each([
    ['/listings/s/12', 'offers', 'offers'],
    ['/listings/s/12/', 'offers', 'offers'],
    ['/listings/s/12/offers', 'offers', 'offers'],
    ['/listings/s/hot-listing/people', 'people', 'people'],
    ['/listings/s/hot-listing/info', 'info', 'info'],
    ['/listings/s/hot-listing/edit', 'edit', 'info'],
    ['/listings/s/hot-listing/logs', 'logs', null],
  ])('%s is the %s section, highlighting the %s tab', (path, section, tab) => {
    expect(listingSectionOf(path)).toBe(section);
    expect(currentTabOf(listingSectionOf(path))).toBe(tab);
  });

  it('hides the tab bar on /logs and for anonymous viewers', () => {
    expect(showsTabBar('offers', true)).toBe(true);
    expect(showsTabBar('edit', true)).toBe(true);
    expect(showsTabBar('logs', true)).toBe(false);
    expect(showsTabBar('offers', false)).toBe(false);
  });
});

describe('the listing reference in the URL', () => {
  it('reads plain digits as an id and anything else as a slug', () => {
    expect(parseListingRef('42')).toEqual({ kind: 'id', id: 42 });
    expect(parseListingRef('hot-listing')).toEqual({ kind: 'slug', slug: 'hot-listing' });
    expect(parseListingRef('042')).toEqual({ kind: 'slug', slug: '042' });
  });
});

describe('the people form', () => {
  it('sends automaticallyNotify for a seller only, and no empty name', () => {
    expect(toListingUserInput({ email: 'a@b.test', fullName: '', role: 'seller', automaticallyNotify: false })).toEqual(
      [{ email: 'a@b.test', fullName: null, role: 'seller', automaticallyNotify: false }],
    );
    expect(
      toListingUserInput({ email: 'a@b.test', fullName: 'Al', role: 'listing-agent', automaticallyNotify: true }),
    ).toEqual([{ email: 'a@b.test', fullName: 'Al', role: 'listing-agent' }]);
  });

  it("puts the API's '0.email' error under the e-mail field", () => {
    expect(personFieldOf('0.email')).toBe('email');
    expect(personFieldOf('0.somethingElse')).toBeNull();
  });
});

describe('the log page', () => {
  it('names known actions in words and spells out unknown ones', () => {
    expect(logActionLabel('listing.updated')).toBe('Listing updated');
    expect(logActionLabel('listing.photo_changed')).toBe('listing photo changed');
  });

  it('reads ?page= as a positive integer, else page 1', () => {
    expect(logPageOf('3')).toBe(3);
    expect(['0', '-2', '1.5', 'x', null].map(logPageOf)).toEqual([1, 1, 1, 1, 1]);
  });
});
