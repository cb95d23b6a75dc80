import { PERSONAS } from '@fixtures/personas';
import { seedMock } from '@mock/node';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adoptMockSession } from '@/features/mock-panel/session/adopt-mock-session';
import { session } from '@/lib/session/session';
import { USER_KEY } from '@/lib/storage';
import { currentPath, renderRoute, signInAs } from '../../render';
import { renderPanelBeside } from './panel-beside';

/*
 * A session switched by any means refreshes the cached user: before the app starts, a dev
 * or mock build asks the mock whose session its cookie opens (src/app/mock-panel.ts).
 * Here the switches happen as a developer makes them from the console, through the
 * controls, behind the app's back.
 */

const signInBehindTheAppsBack = (email: string) =>
  fetch('/__mock/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('a session switched behind the app’s back', () => {
  it('is adopted at start: the header and the profile show the new user, never the cached one', async () => {
    await signInAs('listingAgent');
    await signInBehindTheAppsBack(PERSONAS.seller.email);

    expect(await adoptMockSession(session, '/settings/profile')).toBeNull();
    await renderRoute('/settings/profile');

    expect(await screen.findByRole('button', { name: 'Account menu for Rebecca Lindqvist' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue(PERSONAS.seller.fullName);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ email: PERSONAS.seller.email });
  });

  it('is adopted when the app had nobody signed in', async () => {
    await signInBehindTheAppsBack(PERSONAS.admin.email);
    await adoptMockSession(session, '/auth');
    expect(session.getState().user?.email).toBe(PERSONAS.admin.email);
  });

  it('gone (another scenario reseeded the mock): signs out at start, says why, and signs back in', async () => {
    await signInAs('listingAgent');
    await seedMock({ scenario: 'many-offers' });

    const signedOut = await adoptMockSession(session, '/listings');
    expect(signedOut).toMatchObject({ user: { email: PERSONAS.listingAgent.email }, scenario: 'many-offers', seed: 1 });
    expect(session.getState().user).toBeNull();

    const view = await renderRoute('/listings');
    expect(currentPath(view.router)).toBe('/auth');
    renderPanelBeside(view, { signedOut });
    expect(
      screen.getByText(
        'The mock (many-offers, seed 1) holds no session for Maya Thornton: its scenario changed, it was reset, or the session went 7 days unused.',
      ),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Sign back in as Maya Thornton' }));

    await waitFor(() => expect(currentPath(view.router)).toBe('/listings'));
    expect(session.getState().user?.email).toBe(PERSONAS.listingAgent.email);
    expect(screen.queryByText(/holds no session for Maya Thornton/)).toBeNull();
  });
});
