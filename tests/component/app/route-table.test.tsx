import type { PersonaKey } from '@fixtures/personas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderRoute } from '../render';

type Case = { persona: PersonaKey | null; opens: string; landsOn: string };

/** The app's real route table (spec section 2) with the mock's personas. */
const CASES: Case[] = [
  { persona: null, opens: '/', landsOn: '/auth' },
  { persona: null, opens: '/listings/s/harbor-lane', landsOn: '/listings/s/harbor-lane' },
  { persona: null, opens: '/listings/s/harbor-lane/people', landsOn: '/auth' },
  { persona: null, opens: '/settings/users', landsOn: '/auth' },
  { persona: null, opens: '/submit-offer', landsOn: '/submit-offer' },
  { persona: null, opens: '/submit-offer/some-listing', landsOn: '/submit-offer/some-listing' },
  { persona: null, opens: '/discover', landsOn: '/discover' },
  { persona: null, opens: '/demo', landsOn: '/demo' },
  { persona: null, opens: '/preview/success', landsOn: '/preview/success' },
  { persona: null, opens: '/auth/signup/agent', landsOn: '/auth/signup/agent' },
  { persona: 'listingAgent', opens: '/auth', landsOn: '/' },
  { persona: 'listingAgent', opens: '/auth/signup', landsOn: '/' },
  { persona: 'listingAgent', opens: '/listings/s', landsOn: '/listings' },
  { persona: 'listingAgent', opens: '/listings/selling', landsOn: '/listings/selling' },
  { persona: 'listingAgent', opens: '/settings/title-fees', landsOn: '/settings/title-fees' },
  { persona: 'listingAgent', opens: '/settings/users', landsOn: '/settings' },
  { persona: 'listingAgent', opens: '/settings/subscription', landsOn: '/settings' },
  { persona: 'seller', opens: '/settings/commissions', landsOn: '/settings' },
  { persona: 'seller', opens: '/listings/new', landsOn: '/settings' },
  { persona: 'admin', opens: '/settings/users', landsOn: '/settings/users' },
  { persona: 'admin', opens: '/premium', landsOn: '/settings/subscription' },
  { persona: 'admin', opens: '/settings/verify', landsOn: '/settings' },
  { persona: 'admin', opens: '/listings/new', landsOn: '/listings/new' },
  { persona: 'unverified', opens: '/listings/new', landsOn: '/settings/verify' },
  { persona: 'unverified', opens: '/premium', landsOn: '/premium' },
  { persona: 'limitAgent', opens: '/listings/new', landsOn: '/settings/subscription' },
];

describe('the route table', () => {
  it.each(CASES)('$persona opening $opens lands on $landsOn', async ({ persona, opens, landsOn }) => {
    const { router } = await renderRoute(opens, persona ? { persona } : {});
    expect(router.state.location.pathname).toBe(landsOn);
  });

  it('stores where a signed-out visitor was going', async () => {
    const { session } = await renderRoute('/settings/users?tab=1');
    expect(session.getState().returnPath).toBe('/settings/users?tab=1');
  });

  it("shows the routing-error page, 'Unexpected Application Error!' under Home, then Listings, for an unknown path", async () => {
    const { router } = await renderRoute('/no/such/page', { persona: 'listingAgent' });
    expect(currentPath(router)).toBe('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!', level: 1 })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((crumb) => [crumb.textContent, crumb.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Listings', '/listings'],
    ]);
    expect(
      screen.getByText('There is no page at this address. It may have moved, or the link may be mistyped.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // Inside the frame: the header stays, so the user is not stranded.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the same page to a signed-out visitor of an unknown path', async () => {
    await renderRoute('/listings/s/harbor-lane/no-such-tab/x');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!', level: 1 })).toBeInTheDocument();
  });

  it('lazily renders each listing tab inside the listing page', async () => {
    await renderRoute('/listings/s/hot-listing/people', { persona: 'listingAgent', scenario: 'many-offers' });
    expect(await screen.findByRole('heading', { name: /^2250 NW Hoyt Street/, level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'People involved', level: 2 })).toBeInTheDocument();
  });

  it('tells the offer pages apart from the listing tabs', async () => {
    const { router } = await renderRoute('/listings/s/harbor-lane/offers/compare', { persona: 'listingAgent' });
    expect(router.state.matches.at(-1)?.route.path).toBe('listings/s/:listingId/offers/compare');
    expect(screen.getByRole('heading', { name: 'Compare offers', level: 1 })).toBeInTheDocument();
  });
});
