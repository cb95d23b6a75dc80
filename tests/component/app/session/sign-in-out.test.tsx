import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { clearRequestJournal, injectFault, requestJournal, verifyRequests } from '@mock/node';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session/session';
import { successBody, tsr } from '@/lib/tsr';
import { currentPath, renderRoute } from '../../render';

/** Signs in through the API without touching the session store, as a sign-in form's call does. */
const logIn = async (persona: keyof typeof PERSONAS) =>
  successBody(await tsr.auth.login.mutate({ body: { email: PERSONAS[persona].email, password: PERSONA_PASSWORD } }));

describe('completeSignIn', () => {
  it('returns the user to the page a guard stopped them at', async () => {
    const { router, services } = await renderRoute('/settings/users?tab=2');
    expect(currentPath(router)).toBe('/auth');

    await act(async () => services.sessionActions.completeSignIn(await logIn('admin')));

    expect(currentPath(router)).toBe('/settings/users?tab=2');
    expect(session.getState().user?.email).toBe(PERSONAS.admin.email);
    expect(session.getState().returnPath).toBeNull();
  });

  it('goes to / when there is no stored path', async () => {
    const { router, services } = await renderRoute('/auth');
    await act(async () => services.sessionActions.completeSignIn(await logIn('listingAgent')));
    expect(currentPath(router)).toBe('/');
  });

  it('stays put with redirect: false', async () => {
    const { router, services } = await renderRoute('/submit-offer');
    await act(async () => services.sessionActions.completeSignIn(await logIn('buyersAgent'), { redirect: false }));
    expect(currentPath(router)).toBe('/submit-offer');
    expect(await screen.findByRole('button', { name: /account menu/i })).toBeInTheDocument();
  });

  it('resets the API cache: nothing the previous visitor fetched survives', async () => {
    const { services } = await renderRoute('/auth');
    const queryClient = await services.queryClient.load();
    queryClient.setQueryData(['Listing', 'list', {}], { data: ['someone else’s'] });
    await act(async () => services.sessionActions.completeSignIn(await logIn('listingAgent')));
    expect(queryClient.getQueryData(['Listing', 'list', {}])).toBeUndefined();
  });
});

describe('signing out', () => {
  it('logs out on the server, forgets the user and goes to /auth, from the account menu', async () => {
    const { router, user } = await renderRoute('/settings', { persona: 'listingAgent' });

    await user.click(screen.getByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(verifyRequests({ path: '/api/v1/auth/logout', count: 1 }).requests[0]).toMatchObject({ method: 'POST' });
    expect(session.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // A chosen logout remembers nothing: the next sign-in starts at /.
    expect(session.getState().returnPath).toBeNull();
  });

  it('still forgets the user and goes to /auth when the server refuses the logout (429)', async () => {
    const refusal = injectFault({ method: 'POST', path: '/api/v1/auth/logout', kind: '500', status: 429, times: 1 });
    const { router, user } = await renderRoute('/settings', { persona: 'listingAgent' });

    await user.click(screen.getByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(refusal.pending()).toBe(false);
    expect(session.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('asks for no listing after logging out from the dashboard (issue 20: each got a 401)', async () => {
    const { router, user } = await renderRoute('/listings', { persona: 'listingAgent' });
    await screen.findAllByRole('article');
    clearRequestJournal();

    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });

    // The journal, oldest first: the logout, and after it nothing of the listings.
    const asked = requestJournal()
      .reverse()
      .map((entry) => entry.route);
    expect(asked).toContain('auth.logout');
    expect(asked.slice(asked.indexOf('auth.logout')).filter((route) => route?.startsWith('listings.'))).toEqual([]);
  });

  it('remembers the page when the sign-out is forced', async () => {
    const { router, services } = await renderRoute('/settings/title-fees', { persona: 'listingAgent' });
    await act(() => services.sessionActions.signOut({ forced: true }));
    expect(currentPath(router)).toBe('/auth');
    expect(session.getState().returnPath).toBe('/settings/title-fees');
  });
});
