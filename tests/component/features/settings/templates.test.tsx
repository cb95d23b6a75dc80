import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../render';

describe('the commissions tab: adding, changing and deleting a template', () => {
  it('adds a template, renames it, then deletes it after confirming', async () => {
    const { user } = await renderRoute('/settings/commissions', { persona: 'listingAgent' });
    await screen.findByRole('rowheader', { name: '3% of price' });

    await user.click(screen.getByRole('button', { name: 'Add commission template' }));
    const added = await screen.findByRole('dialog', { name: 'New commission template' });
    await user.type(within(added).getByRole('textbox', { name: /Name/ }), 'Flat fee');
    await user.type(within(added).getByRole('textbox', { name: /Formula/ }), '5000');
    await user.click(within(added).getByRole('button', { name: 'Add template' }));
    const row = (await screen.findByRole('rowheader', { name: 'Flat fee' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('$5,000')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: 'Edit Flat fee' }));
    const edited = await screen.findByRole('dialog', { name: 'Edit commission template' });
    const name = within(edited).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Flat fee, small listings');
    await user.click(within(edited).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('rowheader', { name: 'Flat fee, small listings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete Flat fee, small listings' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete commission template' });
    expect(
      within(confirm).getByText(
        'Delete “Flat fee, small listings”? Listings that already use it keep their commission.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Flat fee, small listings' })).not.toBeInTheDocument(),
    );
  });
});

describe('the title fees tab: adding and deleting a template', () => {
  it('adds a template with one fee, then deletes it after confirming', async () => {
    const { user } = await renderRoute('/settings/title-fees', { persona: 'listingAgent' });
    await screen.findByRole('heading', { name: 'Title fees', level: 2 });

    await user.click(await screen.findByRole('button', { name: 'Add title fee template' }));
    const added = await screen.findByRole('dialog', { name: 'New title fee template' });
    await user.type(within(added).getByRole('textbox', { name: /Template name/ }), 'Recording only');
    await user.type(within(added).getByRole('textbox', { name: /Fee name/ }), 'Recording');
    await user.type(within(added).getByRole('textbox', { name: /Fee formula/ }), '120');
    await user.click(within(added).getByRole('button', { name: 'Add template' }));
    const card = await screen.findByRole('article', { name: 'Recording only' });
    expect(within(card).getByText('Total: $120')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete Recording only' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete title fee template' });
    expect(
      within(confirm).getByText('Delete “Recording only”? Listings that already use it keep their title fees.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Recording only' })).not.toBeInTheDocument());
  });
});
