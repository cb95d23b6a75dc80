import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routePath } from '@/app/routes/route-path';
import { paths } from '@/config/paths';

describe('paths (src/config/paths.ts)', () => {
  it('builds an address from its pattern, each parameter in its place', () => {
    expect(paths.listing.offer.href({ listingId: 'hot-listing', offerId: 1027 })).toBe(
      '/listings/s/hot-listing/offers/1027',
    );
    expect(paths.listing.root.href({ listingId: 42 })).toBe('/listings/s/42');
    expect(paths.submitOffer.listing.href({ slug: '12-oak-street' })).toBe('/submit-offer/12-oak-street');
    expect(paths.settings.subscription.href()).toBe('/settings/subscription');
  });

  it('URL-encodes every parameter, so a slug cannot reach another page or carry a query', () => {
    expect(paths.listing.info.href({ listingId: 'a b/../c?x=1#y' })).toBe(
      '/listings/s/a%20b%2F..%2Fc%3Fx%3D1%23y/info',
    );
    expect(paths.mockProvider.checkout.href({ sessionId: 'cs_1/2' })).toBe('/mock-provider/checkout/cs_1%2F2');
  });

  it('gives back the parameters the router reads from the address it built', () => {
    const slug = 'maple & pine';
    const href = paths.listing.offerHistory.href({ listingId: slug, offerId: 7 });
    const [match] = matchRoutes([{ path: paths.listing.offerHistory.path }], href) ?? [];
    expect(match?.params).toEqual({ listingId: slug, offerId: '7' });
  });
});

describe('routePath (src/app/routes/route-path.ts)', () => {
  it('gives the route table a pattern relative to its parent, or to the root', () => {
    expect(routePath(paths.listing.compare)).toBe('listings/s/:listingId/offers/compare');
    expect(routePath(paths.listing.people, paths.listing.root)).toBe('people');
    expect(routePath(paths.settings.titleFees, paths.settings.root)).toBe('title-fees');
  });

  it('refuses a route that is not under the parent it is nested in', () => {
    expect(() => routePath(paths.premium, paths.settings.root)).toThrow('/premium is not under /settings/');
  });
});
