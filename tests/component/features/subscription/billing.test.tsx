import { verifyRequests } from '@mock/node';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentPath, renderRoute, server, waitForRoute } from '../../render';

const section = (name: string) => screen.getByRole('region', { name });

describe('the payment cards', () => {
  it('shows each card: a named icon for the five known brands, the masked number and MM/YYYY', async () => {
    server.use(
      http.get('*/api/v1/account/cards', () =>
        HttpResponse.json({
          success: true,
          body: [
            { id: 'c1', brand: 'visa', last4: '4242', expMonth: 8, expYear: 2026 },
            { id: 'c2', brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2027 },
            { id: 'c3', brand: 'amex', last4: '0005', expMonth: 1, expYear: 2028 },
            { id: 'c4', brand: 'discover', last4: '1117', expMonth: 2, expYear: 2029 },
            { id: 'c5', brand: 'unionpay', last4: '0000', expMonth: 3, expYear: 2030 },
            { id: 'c6', brand: 'jcb', last4: '0505', expMonth: 11, expYear: 2031 },
          ],
        }),
      ),
    );
    await renderRoute('/settings/subscription', { persona: 'admin' });

    const cards = await screen.findByRole('table');
    const rows = within(cards).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(within(rows[0]!).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('•••• 4242');
    expect(rows[0]).toHaveTextContent('08/2026');
    for (const [index, name] of ['Mastercard', 'American Express', 'Discover', 'UnionPay'].entries()) {
      expect(within(rows[index + 1]!).getByRole('img', { name })).toBeInTheDocument();
    }
    // Any other brand: its name, no icon.
    expect(within(rows[5]!).queryByRole('img')).not.toBeInTheDocument();
    expect(rows[5]).toHaveTextContent('jcb');
    expect(rows[5]).toHaveTextContent('11/2031');
  });

  it('says so when there is none', async () => {
    // unverified's account has no card and no invoice.
    await renderRoute('/settings/subscription', { persona: 'unverified' });
    expect(await screen.findByText('There are not currently any active cards.')).toBeInTheDocument();
    expect(await screen.findByText('There are not currently any invoices.')).toBeInTheDocument();
  });

  it("'Add payment method' starts a setup session and goes to the provider's page", async () => {
    const { user, router } = await renderRoute('/settings/subscription', { persona: 'admin' });

    await user.click(await screen.findByRole('button', { name: 'Add payment method' }));
    await screen.findByRole('heading', { name: 'Test payment provider (mock)', level: 1 });
    await waitForRoute(router);

    expect(verifyRequests({ route: 'payments.createSetupSession', count: 1 }).requests[0]?.body).toEqual({
      mode: 'setup',
      successUrl: '/settings/subscription',
      cancelUrl: '/settings/subscription',
    });
    expect(currentPath(router)).toMatch(/^\/mock-provider\/setup\/seti_mock_\d+$/);
  });

  it('shows why a setup session could not start, and keeps the page', async () => {
    server.use(
      http.post('*/api/v1/payment/setup-sessions', () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    const { user, router } = await renderRoute('/settings/subscription', { persona: 'admin' });

    await user.click(await screen.findByRole('button', { name: 'Add payment method' }));
    expect(await within(section('Payment methods')).findByRole('alert')).toHaveTextContent('Cannot create session');
    expect(currentPath(router)).toBe('/settings/subscription');
  });
});

describe('the invoices', () => {
  it('shows date, status badge, amount and a View invoice link that opens a new tab', async () => {
    await renderRoute('/settings/subscription', { persona: 'admin' });

    const invoices = await within(await screen.findByRole('region', { name: 'Invoices' })).findByRole('table');
    const first = within(invoices).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('March 1, 2026');
    expect(within(first).getByText('Draft')).toBeInTheDocument();
    expect(first).toHaveTextContent('$395');
    const link = within(first).getByRole('link', { name: /^View invoice/ });
    expect(link).toHaveAttribute('href', 'https://billing.offerdesk.test/invoices/in_0001_012');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(within(invoices).getAllByText('Paid').length).toBeGreaterThan(0);
  });

  it('shows a danger alert with Retry when they cannot load', async () => {
    server.use(http.get('*/api/v1/account/invoices', () => HttpResponse.json({ success: false }, { status: 500 })));
    await renderRoute('/settings/subscription', { persona: 'admin' });

    const alert = await within(screen.getByRole('region', { name: 'Invoices' })).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch invoices');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
