import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { renderRoute, server } from '../../render';

/*
 * Issue 20, item 6: an offer that is not there cannot come back with a retry. 'Offer not
 * found' leads back to the listing instead; another failure still offers Retry.
 */

const LISTING = `/listings/s/${MANY_OFFERS_LISTING_SLUG}`;
const NO_SUCH_OFFER = 999_999;

const notFoundAlert = async () =>
  within((await screen.findAllByRole('alert')).find((alert) => /Offer not found/.test(alert.textContent ?? ''))!);

describe('an offer that is not found', () => {
  it.each([
    { screen: 'the offer', suffix: '' },
    { screen: 'its history', suffix: '/history' },
    { screen: 'its log', suffix: '/logs' },
    { screen: 'its edit form', suffix: '/edit' },
  ])('leads back to the listing from $screen, with no Retry', async ({ suffix }) => {
    await renderRoute(`${LISTING}/offers/${NO_SUCH_OFFER}${suffix}`, {
      persona: 'listingAgent',
      scenario: 'many-offers',
    });
    const alert = await notFoundAlert();
    expect(alert.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    // History's header has a 'Back to listing' of its own: every one leads there.
    const back = screen.getAllByRole('link', { name: 'Back to listing' });
    expect(back.map((link) => link.getAttribute('href'))).toEqual(back.map(() => LISTING));
    expect(back.length).toBeGreaterThan(0);
  });

  it('still offers Retry when the offer failed to load for another reason', async () => {
    server.use(
      http.get('*/api/v1/offers/:offerId', () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );
    await renderRoute(`${LISTING}/offers/${NO_SUCH_OFFER}`, { persona: 'listingAgent', scenario: 'many-offers' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to listing' })).toBeNull();
  });
});
