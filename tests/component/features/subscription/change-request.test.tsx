import { verifyRequests } from '@mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, server } from '../../render';

const CHANGE_REQUEST = 'account.requestSubscriptionChange';
/** The body of the one change request sent, as the mock's request journal kept it. */
const sentBody = () => verifyRequests({ route: CHANGE_REQUEST, count: 1 }).requests[0]?.body;

const SUCCESS = 'We have received your request, we will response to you as soon as possible!';

const openModal = async () => {
  const view = await renderRoute('/settings/subscription', { persona: 'admin' });
  const opener = await screen.findByRole('button', { name: 'Cancel or modify subscription' });
  await view.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Cancel or modify subscription' });
  return { ...view, dialog, opener };
};

describe('the change-request modal', () => {
  it('requires a reason, with the spec message, and sends nothing until one is chosen', async () => {
    const { user, dialog } = await openModal();

    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(verifyRequests({ route: CHANGE_REQUEST, count: 0 }).verified).toBe(true);
  });

  it('offers the listed reasons, sends reason and message, then shows the success text', async () => {
    const { user, dialog } = await openModal();

    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    const options = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Cancel my subscription',
      'Add users',
      'Remove users',
      'Change my plan',
      'Billing question',
      'Other',
    ]);
    await user.click(within(dialog).getByRole('option', { name: 'Add users' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Two more agents join in April.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText(SUCCESS)).toBeInTheDocument();
    expect(sentBody()).toEqual({ reason: 'add_users', message: 'Two more agents join in April.' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('sends no message when none is typed (it is optional)', async () => {
    const { user, dialog } = await openModal();

    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(within(dialog).getByRole('option', { name: 'Cancel my subscription' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText(SUCCESS)).toBeInTheDocument();
    expect(sentBody()).toEqual({ reason: 'cancel', message: null });
  });

  it('keeps what was typed and shows the server error above the form', async () => {
    server.use(
      http.post('*/api/v1/account/subscription/change-requests', () =>
        HttpResponse.json({ success: false, message: 'Requests are paused for maintenance' }, { status: 503 }),
      ),
    );
    const { user, dialog } = await openModal();

    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(within(dialog).getByRole('option', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Please call me');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Requests are paused for maintenance');
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue('Please call me');
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveValue('Other');
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const { user, opener } = await openModal();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
