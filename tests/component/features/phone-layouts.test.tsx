import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { renderRoute, waitForRoute } from '../render';
import { onAPhone } from '../support/phone-screen';
import { hotListingOffers } from './offers/listing-offers';

/*
 * Issue 20, item 4, as a phone draws the lists: the offers and the invoices as stacked cards
 * with the table's facts and actions, history one version at a time. The real widths (390 px,
 * nothing scrolling sideways) are tests/e2e/layout/screens.spec.ts.
 */

const LISTING = `/listings/s/${MANY_OFFERS_LISTING_SLUG}`;

describe('on a phone', () => {
  it('shows each offer as a card with the table’s facts and its compare box', async () => {
    onAPhone();
    await renderRoute(`${LISTING}/offers`, { persona: 'listingAgent', scenario: 'many-offers' });
    const list = await screen.findByRole('list', { name: 'Offers' }, { timeout: 10_000 });
    expect(screen.queryByRole('table', { name: 'Offers' })).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: /^OF-\d+$/ })).toBeInTheDocument();
    expect(first.getByRole('checkbox', { name: /^Compare offer OF-\d+$/ })).toBeInTheDocument();
    const facts = first.getAllByRole('term').map((term) => term.textContent);
    // The listing agent's cards open with the decisions of the table's columns, each net under its own name (decision 0054).
    expect(facts).toEqual([
      'Escalated price',
      'Estimated net at the escalated price',
      'Close certainty',
      'Buyers',
      'Purchase price',
      'Financing',
      'Escalation maximum',
      'Appraisal gap',
      'Inspections',
      'Closing date',
      'Possession date',
    ]);
    expect(first.getAllByRole('definition')[4]).toHaveTextContent(/^\$[\d,]+$/);
  }, 30_000);

  it('shows history one version at a time, with a switcher', async () => {
    onAPhone();
    const { user, router } = await renderRoute(LISTING, { persona: 'listingAgent', scenario: 'many-offers' });
    const changed = (await hotListingOffers()).find((offer) => offer.versionType !== 'initial');
    expect(changed, 'an offer with earlier versions').toBeDefined();
    await act(() => router.navigate(`${LISTING}/offers/${changed!.id}/history`));
    await waitForRoute(router);

    const table = await screen.findByRole('table');
    const shown = () =>
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 2)
        .map((header) => header.textContent);
    expect(within(table).getAllByRole('row')[0]!.children).toHaveLength(2);
    expect(shown()[1]).toMatch(/^Current offer/);

    fireEvent.change(screen.getByRole('combobox', { name: 'Version shown' }), { target: { value: '1' } });
    expect(shown()[1]).toMatch(/^(Initial Offer|Counteroffer #\d+|Offer Edit #\d+)$/);
    await user.click(screen.getByRole('button', { name: 'Newer version' }));
    expect(shown()[1]).toMatch(/^Current offer/);
    expect(screen.getByRole('button', { name: 'Newer version' })).toBeDisabled();
  }, 30_000);

  it('shows each invoice as a card: date, status, amount and View invoice', async () => {
    onAPhone();
    await renderRoute('/settings/subscription', { persona: 'admin' });
    const list = await within(await screen.findByRole('region', { name: 'Invoices' })).findByRole('list', {
      name: 'Invoices',
    });
    const first = within(within(list).getAllByRole('listitem')[0]!);
    expect(first.getByText('March 1, 2026')).toBeInTheDocument();
    expect(first.getByText('Draft')).toBeInTheDocument();
    expect(first.getByText('$395')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /^View invoice/ })).toHaveAttribute(
      'href',
      'https://billing.offerdesk.test/invoices/in_0001_012',
    );
  });
});
