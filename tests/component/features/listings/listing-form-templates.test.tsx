import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, server } from '../../render';

const openNewListing = async () => {
  const view = await renderRoute('/listings/new', { persona: 'listingAgent' });
  await screen.findByRole('form', { name: 'New listing' });
  return view;
};

describe("the listing form's template choices (/listings/new)", () => {
  it("offers the account's commission and title fee templates, none chosen", async () => {
    const { user } = await openNewListing();

    await user.click(await screen.findByPlaceholderText('No commission'));
    expect(await screen.findByRole('option', { name: '3% of price' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByPlaceholderText('No template'));
    expect(await screen.findByRole('option', { name: 'Oregon title & escrow' })).toBeInTheDocument();
  });

  it('says so in each choice when the templates could not be loaded', async () => {
    const refuse = () => HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 });
    server.use(
      http.get('*/api/v1/account/commission-templates', refuse),
      http.get('*/api/v1/account/title-fee-templates', refuse),
    );
    await openNewListing();

    const form = screen.getByRole('form', { name: 'New listing' });
    expect(await within(form).findAllByPlaceholderText('The templates could not be loaded')).toHaveLength(2);
  });
});
