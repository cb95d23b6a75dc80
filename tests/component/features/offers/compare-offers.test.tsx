import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@contract/schemas/offer';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { currentPath, renderRoute } from '../../render';
import { hotListingOffers, pickerLabel } from './listing-offers';

/*
 * Compare (/offers/compare?ids[]=..) on the many-offers listing: the chooser names the chosen
 * offers, the table shows them side by side, and the chooser drives the URL.
 */

const COMPARE_PATH = `/listings/s/${MANY_OFFERS_LISTING_SLUG}/offers/compare`;

const firstOffers = async (count: number): Promise<Offer[]> => (await hotListingOffers()).slice(0, count);
const pathFor = (offers: Offer[]) => `${COMPARE_PATH}?${offers.map((offer) => `ids[]=${offer.id}`).join('&')}`;

/** The chooser's chips with this text (the closed dropdown's options, also in the page, left out). */
const chipsNamed = (label: string) =>
  screen.queryAllByText(label).filter((element) => !element.closest('[role="listbox"]'));

const tableColumns = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');

describe('compare offers', () => {
  it('names each chosen offer in the chooser as the table shows them side by side', async () => {
    const { router } = await renderRoute(COMPARE_PATH, { persona: 'listingAgent', scenario: 'many-offers' });
    expect(await screen.findByText('Choose the offers to compare.')).toBeInTheDocument();
    const chosen = await firstOffers(3);
    await router.navigate(pathFor(chosen));

    expect(await screen.findByRole('table')).toBeInTheDocument();
    for (const offer of chosen) {
      expect(chipsNamed(pickerLabel(offer))).toHaveLength(1);
      expect(tableColumns().some((title) => title.startsWith(`Offer ${offer.simpleId}`))).toBe(true);
    }
  });

  it('takes an offer out of the table and the URL when it is removed from the chooser', async () => {
    const { router, user } = await renderRoute(COMPARE_PATH, { persona: 'listingAgent', scenario: 'many-offers' });
    const chosen = await firstOffers(2);
    const [kept, removed] = chosen as [Offer, Offer];
    await router.navigate(pathFor(chosen));

    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Offers to compare' }));
    await user.keyboard('{Backspace}');

    await expect
      .poll(() => currentPath(router))
      .toBe(`${COMPARE_PATH}?${new URLSearchParams([['ids[]', String(kept.id)]])}`);
    await waitFor(() => expect(chipsNamed(pickerLabel(removed))).toHaveLength(0));
    expect(chipsNamed(pickerLabel(kept))).toHaveLength(1);
    await waitFor(() =>
      expect(tableColumns().some((title) => title.startsWith(`Offer ${removed.simpleId}`))).toBe(false),
    );
    expect(tableColumns().some((title) => title.startsWith(`Offer ${kept.simpleId}`))).toBe(true);
  });
});
