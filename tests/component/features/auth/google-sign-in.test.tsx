import { PERSONAS } from '@fixtures/personas';
import { verifyRequests } from '@mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session/session';
import { currentPath, renderRoute, server } from '../../render';

const GOOGLE_UNAVAILABLE = 'Google service is not available. Please try again later.';

const openChooser = async () => {
  const rendered = await renderRoute('/auth');
  await rendered.user.click(screen.getByRole('button', { name: 'Continue with Google' }));
  const chooser = await screen.findByRole('dialog', { name: 'Choose an account' });
  return { ...rendered, chooser };
};

describe('Continue with Google, on the mock', () => {
  it('offers every persona of the mock in an account chooser', async () => {
    const { chooser } = await openChooser();
    const accounts = within(chooser)
      .getAllByRole('button')
      .filter((button) => button.textContent?.includes('@'));
    expect(accounts.map((button) => button.textContent)).toEqual(
      Object.values(PERSONAS)
        .sort((a, b) => a.id - b.id)
        .map((persona) => `${persona.fullName}${persona.email}`),
    );
  });

  it('signs in as the chosen account through auth/login/google with its test token', async () => {
    const { user, router, chooser } = await openChooser();
    await user.click(within(chooser).getByRole('button', { name: /buyers\.agent@offerdesk\.test/ }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(verifyRequests({ route: 'auth.loginWithGoogle' }).requests.map((entry) => entry.body)).toEqual([
      { accessToken: 'mock-google-token:buyers.agent@offerdesk.test' },
    ]);
    expect(session.getState().user?.email).toBe(PERSONAS.buyersAgent.email);
  });

  it('says the service is not available when the server refuses, whatever its own message', async () => {
    server.use(
      http.post('*/api/v1/auth/login/google', () =>
        HttpResponse.json({ success: false, message: 'Upstream exploded' }, { status: 502 }),
      ),
    );
    const { user, router, chooser } = await openChooser();
    await user.click(within(chooser).getByRole('button', { name: /seller@offerdesk\.test/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(GOOGLE_UNAVAILABLE);
    expect(alert).not.toHaveTextContent('Upstream exploded');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(currentPath(router)).toBe('/auth');
    expect(session.getState().user).toBeNull();
  });

  it('says the same when the network fails', async () => {
    server.use(http.post('*/api/v1/auth/login/google', () => HttpResponse.error()));
    const { user, chooser } = await openChooser();
    await user.click(within(chooser).getByRole('button', { name: /admin@offerdesk\.test/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GOOGLE_UNAVAILABLE);
  });

  it('does nothing when the chooser is closed', async () => {
    const { user, router } = await openChooser();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/auth');
  });
});
