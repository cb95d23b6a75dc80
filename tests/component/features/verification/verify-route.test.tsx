import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderRoute } from '../../render';
import { dialog, typeCode } from './support';

describe('/settings/verify', () => {
  it('is where /listings/new sends an unverified user; once both are verified, Continue opens the form', async () => {
    const { user, router } = await renderRoute('/listings/new', { persona: 'unverified' });
    expect(currentPath(router)).toBe('/settings/verify');
    expect(screen.getByRole('heading', { name: 'Verify your information', level: 1 })).toBeInTheDocument();

    const rows = screen.getAllByRole('listitem').filter((item) => within(item).queryByText(/Not verified|Verified/));
    expect(rows.map((row) => row.textContent)).toEqual([
      'E-mail addressunverified@offerdesk.testNot verifiedVerify e-mail',
      'Phone number(512) 555-0166Not verifiedVerify phone',
    ]);

    await user.click(screen.getByRole('button', { name: 'Start verification' }));
    await dialog('Email verification');
    await typeCode(user, '1234');
    await dialog('Phone verification');
    await typeCode(user, '1234');

    const next = await screen.findByRole('link', { name: 'Continue' });
    expect(next).toHaveAttribute('href', '/listings/new');
    await user.click(next);
    // The listing form's own heading (issue 5 builds the form).
    expect(await screen.findByRole('heading', { name: /listing/i, level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/listings/new');
  });

  it('is reached from the frame’s warning', async () => {
    const { user, router } = await renderRoute('/', { persona: 'unverified' });
    await user.click(screen.getByRole('link', { name: 'Verify now' }));
    expect(await screen.findByRole('heading', { name: 'Verify your information', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/settings/verify');
  });

  it('shows what is verified already, with a button only for the rest', async () => {
    await renderRoute('/settings/verify', { persona: 'listingAgent', scenario: 'unverified' });
    expect(screen.queryByRole('button', { name: 'Verify e-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify phone' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('sends a verified user to /settings', async () => {
    const { router } = await renderRoute('/settings/verify', { persona: 'listingAgent' });
    expect(currentPath(router)).toBe('/settings');
  });

  it('sends a user at the plan’s limit from /listings/new to /settings/subscription', async () => {
    const { router } = await renderRoute('/listings/new', { persona: 'limitAgent' });
    expect(currentPath(router)).toBe('/settings/subscription');
  });
});
