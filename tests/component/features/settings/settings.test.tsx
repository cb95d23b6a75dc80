import type { PersonaKey } from '@fixtures/personas';
import { screen, waitFor, within } from '@testing-library/react';
import { verifyRequests } from '@mock/node';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, server } from '../../render';

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Settings sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe("the 'Setting' page: tabs by role (spec section 6)", () => {
  it.each<[PersonaKey, string[]]>([
    ['admin', ['Profile', 'Title fees', 'Commissions', 'Users', 'Subscription']],
    ['listingAgent', ['Profile', 'Title fees', 'Commissions']],
  ])('shows %s the tab bar with their tabs, the current one marked', async (persona, tabs) => {
    await renderRoute('/settings', { persona });

    expect(await screen.findByRole('heading', { name: 'Setting', level: 1 })).toBeInTheDocument();
    expect(tabNames()).toEqual(tabs);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a consumer the profile without a tab bar (one tab only)', async () => {
    await renderRoute('/settings', { persona: 'seller' });

    expect(await screen.findByRole('heading', { name: 'Profile', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings sections' })).not.toBeInTheDocument();
  });
});

describe('the profile form', () => {
  it('shows the spec’s messages under the fields and sends nothing', async () => {
    const { user } = await renderRoute('/settings/profile', { persona: 'listingAgent' });
    const form = await screen.findByRole('form', { name: 'Profile' });

    await user.clear(within(form).getByLabelText(/Full name/));
    await user.clear(within(form).getByLabelText(/E-mail/));
    await user.type(within(form).getByLabelText(/E-mail/), 'maya@');
    await user.clear(within(form).getByLabelText('Phone number'));
    await user.type(within(form).getByLabelText('Phone number'), '555123');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(form).getByText('Phone number must be a valid US phone number')).toBeInTheDocument();
    expect(verifyRequests({ path: '*', method: 'PATCH', count: 0 }).verified).toBe(true);
  });

  it('keeps what was typed and shows the server error above the form', async () => {
    server.use(
      http.patch('*/api/v1/user', () =>
        HttpResponse.json({ success: false, message: 'Profiles are read only today' }, { status: 503 }),
      ),
    );
    const { user } = await renderRoute('/settings/profile', { persona: 'listingAgent' });
    const form = await screen.findByRole('form', { name: 'Profile' });

    await user.clear(within(form).getByLabelText(/Full name/));
    await user.type(within(form).getByLabelText(/Full name/), 'Maya T. Thornton');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Profiles are read only today');
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('Maya T. Thornton');
  });

  it('saves, and a changed e-mail becomes pending: the e-mail verification opens', async () => {
    const { user } = await renderRoute('/settings/profile', { persona: 'listingAgent' });
    const form = await screen.findByRole('form', { name: 'Profile' });

    await user.clear(within(form).getByLabelText(/E-mail/));
    await user.type(within(form).getByLabelText(/E-mail/), 'maya.thornton@offerdesk.test');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await within(form).findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Email verification' })).toBeInTheDocument();
  });
});

describe('the users tab', () => {
  it('changes a team user’s name and role, then shows them in the table', async () => {
    const { user } = await renderRoute('/settings/users', { persona: 'admin' });

    await user.click(await screen.findByRole('button', { name: 'Edit Daniel Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await user.clear(within(dialog).getByLabelText(/Full name/));
    await user.type(within(dialog).getByLabelText(/Full name/), 'Daniel A. Okafor');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(within(dialog).getByRole('option', { name: 'Real Estate Agent + Account Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save user' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByRole('rowheader', { name: 'Daniel A. Okafor' })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Real Estate Agent + Account Admin')).toBeInTheDocument();
  });

  it('deletes a team user after confirming, and says how many listings were transferred', async () => {
    const { user } = await renderRoute('/settings/users', { persona: 'admin' });
    const row = (await screen.findByRole('rowheader', { name: 'Daniel Okafor' })).closest('tr') as HTMLElement;
    const listings = within(row).getAllByRole('cell')[3]?.textContent;

    await user.click(within(row).getByRole('button', { name: 'Delete Daniel Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(listings).toMatch(/^[1-9]\d*$/);
    const removed = `Daniel Okafor has been removed from the team. ${listings} ${listings === '1' ? 'listing was' : 'listings were'} transferred to you.`;
    expect(await screen.findByText(removed)).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Daniel Okafor' })).not.toBeInTheDocument();
  });
});

describe('the commissions tab', () => {
  it('previews each formula at the sample price, and names an invalid formula’s error while typing', async () => {
    const { user } = await renderRoute('/settings/commissions', { persona: 'listingAgent' });

    // Harbor & Main's '3% of price' (pp * 0.03) at the default sample price of $500,000.
    const row = (await screen.findByRole('rowheader', { name: '3% of price' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('$15,000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add commission template' }));
    const dialog = await screen.findByRole('dialog', { name: /commission template/i });
    const formula = within(dialog).getByRole('textbox', { name: /Formula/ });
    await user.type(formula, 'pp * 0.02 + 250');
    expect(within(dialog).getByText('At $500,000: $10,250')).toBeInTheDocument();

    await user.clear(formula);
    await user.type(formula, 'pp * * 0.02');
    expect(within(dialog).getByText('Unexpected "*" at position 6')).toBeInTheDocument();
    expect(formula).toHaveAttribute('aria-invalid', 'true');
  });
});
