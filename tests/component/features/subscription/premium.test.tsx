import { verifyRequests } from '@mock/node';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderRoute, waitForRoute } from '../../render';

describe('/premium', () => {
  it('lists the plans from the products call, prices the choice, and checks out on the provider’s page', async () => {
    // unverified's Brooks Home Group is trialing (not subscribed) and has one user: its admin.
    const { user, router } = await renderRoute('/premium', { persona: 'unverified' });

    const team = await screen.findByRole('radio', { name: /^Team/ });
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent?.split('For')[0])).toEqual([
      'Solo',
      'Team',
      'Brokerage',
    ]);
    await user.click(team);
    const users = screen.getByRole('textbox', { name: /Number of users/ });
    await user.clear(users);
    await user.type(users, '3');
    expect(screen.getByText('Monthly price: $147')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await screen.findByRole('heading', { name: 'Test payment provider (mock)', level: 1 });
    await waitForRoute(router);

    expect(verifyRequests({ route: 'payments.createCheckoutSession', count: 1 }).requests[0]?.body).toEqual({
      productId: 'prod_team',
      quantity: 3,
      successUrl: '/settings/subscription',
      cancelUrl: '/premium',
    });
    expect(currentPath(router)).toMatch(/^\/mock-provider\/checkout\/[^/]+$/);
  });
});
