import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@contract/schemas/offer';
import { successBody, tsr } from '@/lib/tsr';
import { renderRoute } from '../../render';
import { offersOnListing, pickerLabel } from './listing-offers';

// The demo's listing 33: Active, listing.agent's, with seven offers not yet sent to the sellers.
const LISTING_ID = 33;

/*
 * 'Send to sellers' on an offer page (spec section 6): the listing agent picks offers of the
 * listing, the one the action started from already picked, and the sellers receive them approved.
 */

describe('send offers to the sellers', () => {
  it('starts from the open offer, sends the picked ones approved, and says how many went', async () => {
    const { router, user } = await renderRoute(`/listings/s/${LISTING_ID}`, { persona: 'listingAgent' });
    const notYetSent = (await offersOnListing(LISTING_ID)).filter((offer) => !offer.approvedToSendToSeller);
    expect(notYetSent.length).toBeGreaterThanOrEqual(2);
    const [open, other] = notYetSent as [Offer, Offer];
    await router.navigate(`/listings/s/${LISTING_ID}/offers/${open.id}`);

    await user.click(await screen.findByRole('button', { name: 'Send to sellers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send offers to sellers' });
    expect(await within(dialog).findByLabelText(pickerLabel(open))).toBeChecked();
    const otherBox = within(dialog).getByLabelText(pickerLabel(other));
    expect(otherBox).not.toBeChecked();

    await user.click(otherBox);
    await user.click(within(dialog).getByRole('button', { name: 'Send to sellers' }));

    expect(await screen.findByText('2 offers were sent to the sellers.')).toBeInTheDocument();
    for (const offer of [open, other]) {
      const sent = successBody(await tsr.offers.get.query({ params: { offerId: offer.id } }));
      expect(sent.approvedToSendToSeller).toBe(true);
    }
  }, 30_000);
});
