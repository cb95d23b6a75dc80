import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, server } from '../../render';

const planCard = () => screen.getByRole('region', { name: /^(Brokerage|Solo|Team|Trial)$/ });

/** The figure next to a term of the plan's description list. */
const figure = (label: string) => {
  const term = within(planCard()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

/** Answers GET account/subscription with this plan (the rest of the API stays the mock's). */
const useSubscription = (
  subscription: Record<string, unknown> | null,
  usage = { listingCount: 12, listingLimit: 25, usersCount: 3 },
) =>
  server.use(
    http.get('*/api/v1/account/subscription', () =>
      HttpResponse.json({ success: true, body: { subscription, usage } }),
    ),
  );

const plan = (overrides: Record<string, unknown>) => ({
  id: 'sub_test',
  productId: 'prod_team',
  name: 'Team',
  price: 4900,
  quantity: 3,
  status: 'active',
  ...overrides,
});

describe('the subscription tab: the plan', () => {
  it('shows an active plan: name, status, unlimited listings, users and price × quantity / 100 a month', async () => {
    // Harbor & Main: Brokerage at $79 per user for 5 users, unlimited listings.
    await renderRoute('/settings/subscription', { persona: 'admin' });

    expect(await screen.findByRole('heading', { name: 'Brokerage', level: 3 })).toBeInTheDocument();
    expect(within(planCard()).getByText('Active')).toBeInTheDocument();
    expect(figure('Listings')).toBe('Unlimited');
    expect(figure('Users')).toBe('5');
    expect(figure('Monthly price')).toBe('$395');
  });

  it("shows usage as 'count of limit'", async () => {
    useSubscription(plan({}));
    await renderRoute('/settings/subscription', { persona: 'admin' });

    expect(await screen.findByRole('heading', { name: 'Team', level: 3 })).toBeInTheDocument();
    expect(figure('Listings')).toBe('12 of 25');
    expect(figure('Users')).toBe('3');
    expect(figure('Monthly price')).toBe('$147');
  });

  it('shows a plan that is not active as the trial placeholder (price 0, quantity 0) with its real status', async () => {
    // unverified's Brooks Home Group: Solo at $29, trialing.
    await renderRoute('/settings/subscription', { persona: 'unverified' });

    expect(await screen.findByRole('heading', { name: 'Trial', level: 3 })).toBeInTheDocument();
    expect(within(planCard()).getByText('Trialing')).toBeInTheDocument();
    expect(figure('Monthly price')).toBe('$0');
    expect(figure('Listings')).toBe('0 of 10');
    expect(screen.queryByText('Solo')).not.toBeInTheDocument();
  });

  it('shows a past-due plan as the placeholder with its status', async () => {
    useSubscription(plan({ status: 'past_due' }));
    await renderRoute('/settings/subscription', { persona: 'admin' });

    expect(await screen.findByRole('heading', { name: 'Trial', level: 3 })).toBeInTheDocument();
    expect(within(planCard()).getByText('Past due')).toBeInTheDocument();
    expect(figure('Monthly price')).toBe('$0');
  });
});

describe("the 'Cancel or modify subscription' button: a non-zero price and status active", () => {
  const button = () => screen.queryByRole('button', { name: 'Cancel or modify subscription' });

  it('shows for a non-zero active plan', async () => {
    await renderRoute('/settings/subscription', { persona: 'admin' });
    await screen.findByRole('heading', { name: 'Brokerage', level: 3 });
    expect(button()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Subscription' })).not.toBeInTheDocument();
  });

  it('hides for an active plan whose price is zero', async () => {
    useSubscription(plan({ name: 'Free', price: 0 }));
    await renderRoute('/settings/subscription', { persona: 'admin' });
    await screen.findByRole('heading', { name: 'Free', level: 3 });
    expect(button()).not.toBeInTheDocument();
  });

  it('hides for a non-zero plan that is not active, which may upgrade instead', async () => {
    useSubscription(plan({ status: 'canceled' }));
    await renderRoute('/settings/subscription', { persona: 'admin' });
    await screen.findByRole('heading', { name: 'Trial', level: 3 });
    expect(button()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Subscription' })).toHaveAttribute('href', '/premium');
  });
});

describe('the subscription tab: load failures', () => {
  it('shows a danger alert with the fallback message and a Retry that loads again', async () => {
    server.use(
      http.get('*/api/v1/account/subscription', () => HttpResponse.json({ success: false }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderRoute('/settings/subscription', { persona: 'admin' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch subscription');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Brokerage', level: 3 })).toBeInTheDocument();
  });
});
