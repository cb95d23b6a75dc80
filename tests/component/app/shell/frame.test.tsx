import type { PersonaKey } from '@fixtures/personas';
import { injectFault } from '@mock/node';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, server } from '../../render';
import { onAPhone } from '../../support/phone-screen';

const UNVERIFIED_WARNING =
  'Verify Your Information: To unlock all features, please verify your email and phone number.';

const openAccountMenu = async (persona: PersonaKey) => {
  const view = await renderRoute('/', { persona });
  // The menu's code loads once someone is signed in; until then the header shows its look only.
  await view.user.click(await screen.findByRole('button', { name: /account menu/i }));
  const menu = await screen.findByRole('menu');
  return {
    ...view,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
};

describe('the account menu: the allowed settings tabs plus Logout (spec section 6)', () => {
  it('gives an account admin five tabs', async () => {
    const { items } = await openAccountMenu('admin');
    expect(items).toEqual(['Profile', 'Title fees', 'Commissions', 'Users', 'Subscription', 'Logout']);
  });

  it('gives an agent who is not an admin three tabs', async () => {
    const { items } = await openAccountMenu('listingAgent');
    expect(items).toEqual(['Profile', 'Title fees', 'Commissions', 'Logout']);
  });

  it('gives a consumer one tab', async () => {
    const { items } = await openAccountMenu('seller');
    expect(items).toEqual(['Profile', 'Logout']);
  });

  it('links each tab to its settings page, and moves focus to the new page’s heading', async () => {
    const { user, router } = await openAccountMenu('admin');
    await user.click(screen.getByRole('menuitem', { name: 'Users' }));
    const heading = await screen.findByRole('heading', { name: 'Setting', level: 1 });
    expect(router.state.location.pathname).toBe('/settings/users');
    expect(heading).toHaveFocus();
  });
});

describe('focus after a change of page', () => {
  it('waits on main for a heading drawn after its data (a listing’s address), then moves to it', async () => {
    const { user } = await renderRoute('/listings', { persona: 'listingAgent' });
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;
    const [link] = within(card).getAllByRole('link');
    await user.click(link as HTMLElement);
    const heading = await screen.findByRole('heading', { level: 1, name: card.querySelector('a')?.textContent ?? '' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('the unverified warning', () => {
  it('shows for the unverified persona, with a way to verify', async () => {
    await renderRoute('/', { persona: 'unverified' });
    const warning = screen.getByText(UNVERIFIED_WARNING);
    expect(warning).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/settings/verify');
  });

  it('does not show for a verified user', async () => {
    await renderRoute('/', { persona: 'listingAgent' });
    expect(screen.queryByText(UNVERIFIED_WARNING)).not.toBeInTheDocument();
  });
});

describe('header, footer and landmarks', () => {
  it('has the name linking home and the Submit new offer button', async () => {
    await renderRoute('/', { persona: 'listingAgent' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'OfferDesk home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: 'Submit new offer' })).toHaveAttribute('href', '/submit-offer');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the footer with both links to signed-in users only', async () => {
    await renderRoute('/', { persona: 'listingAgent' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('has no footer, and a Sign in link, for a visitor', async () => {
    await renderRoute('/submit-offer');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('starts the keyboard at a skip link that moves focus to the page', async () => {
    const { user } = await renderRoute('/', { persona: 'listingAgent' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('opens the mobile drawer: profile card, Preferences, Submit a new offer, Logout', async () => {
    const { user } = await renderRoute('/', { persona: 'listingAgent' });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(drawer.getByRole('link', { name: 'Profile: Maya Thornton' })).toHaveAttribute('href', '/settings');
    expect(drawer.getByRole('link', { name: 'Preferences' })).toHaveAttribute('href', '/settings');
    expect(drawer.getByRole('link', { name: 'Submit a new offer' })).toHaveAttribute('href', '/submit-offer');
    expect(drawer.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('the system notification', () => {
  const notify = (body: { header: string; content: string } | null) =>
    server.use(http.get('*/api/v1/notification', () => HttpResponse.json({ success: true, body })));

  it('shows header and content as plain text, and can be dismissed', async () => {
    notify({ header: 'Scheduled maintenance', content: 'Back at 10:00 <img src=x onerror=alert(1)>' });
    const { user } = await renderRoute('/', { persona: 'listingAgent' });

    expect(await screen.findByText('Scheduled maintenance')).toBeInTheDocument();
    const content = screen.getByText('Back at 10:00 <img src=x onerror=alert(1)>');
    expect(content.querySelector('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Scheduled maintenance')).not.toBeInTheDocument();
  });

  it('stays dismissed after a reload, while a new notification shows', async () => {
    notify({ header: 'Scheduled maintenance', content: 'Sunday 2:00 to 3:00' });
    const first = await renderRoute('/', { persona: 'listingAgent' });
    await first.user.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    first.unmount();

    // The page loaded again: the same notification stays closed.
    await renderRoute('/', { persona: 'listingAgent' });
    await screen.findByRole('heading', { name: 'Listings', level: 1 });
    await screen.findAllByRole('article');
    expect(screen.queryByText('Scheduled maintenance')).not.toBeInTheDocument();
    cleanup();

    // Another notification (or this one edited) is news: it shows.
    notify({ header: 'Scheduled maintenance', content: 'Moved to Monday 2:00 to 3:00' });
    await renderRoute('/', { persona: 'listingAgent' });
    expect(await screen.findByText('Moved to Monday 2:00 to 3:00')).toBeInTheDocument();
  });

  it('takes one line on a phone, the content a tap away', async () => {
    onAPhone();
    notify({ header: 'Scheduled maintenance', content: 'Sunday 2:00 to 3:00' });
    const { user } = await renderRoute('/', { persona: 'listingAgent' });
    expect(await screen.findByText('Scheduled maintenance')).toBeInTheDocument();
    expect(screen.queryByText('Sunday 2:00 to 3:00')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByText('Sunday 2:00 to 3:00')).toBeInTheDocument();
  });

  it('shows no notice, and the page works, when the notification call is refused (429)', async () => {
    const refusal = injectFault({ path: '/api/v1/notification', kind: '500', status: 429, times: 1 });
    await renderRoute('/', { persona: 'listingAgent' });
    await waitFor(() => expect(refusal.pending()).toBe(false));

    expect(await screen.findByRole('heading', { name: 'Listings', level: 1 })).toBeInTheDocument();
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
  });

  it('shows nothing when there is none', async () => {
    notify(null);
    await renderRoute('/', { persona: 'listingAgent' });
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
  });
});
