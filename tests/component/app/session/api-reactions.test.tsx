import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { seedMock } from '@mock/node';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session/session';
import { successBody, tsr } from '@/lib/tsr';
import { currentPath, holdResponses, renderRoute, signInAs } from '../../render';
import { allThreeFailed, threeQueriesRoutes, watchSignOut } from '../../support/load-on-click-page';

const logIn = async () =>
  successBody(
    await tsr.auth.login.mutate({ body: { email: PERSONAS.listingAgent.email, password: PERSONA_PASSWORD } }),
  );

const routes = threeQueriesRoutes('three');

describe('the 401 reaction (spec section 4)', () => {
  it('runs once for three failing queries: one logout, one navigation, the path remembered', async () => {
    await signInAs('listingAgent');
    const { router, services, user } = await renderRoute('/three', { routes });
    await seedMock(); // the server forgets every session; the app still thinks it is signed in
    const signOut = watchSignOut(router);

    await user.click(screen.getByRole('button', { name: 'Load' }));

    await allThreeFailed(await services.queryClient.load(), 'three');
    await signOut.happenedOnce();
  });

  it('reacts again after the next sign-in (re-armed)', async () => {
    await signInAs('listingAgent');
    const { router, services, user } = await renderRoute('/three', { routes });
    await seedMock();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(session.getState().returnPath).toBe('/three'));
    await allThreeFailed(await services.queryClient.load(), 'three');

    await act(async () => services.sessionActions.completeSignIn(await logIn()));
    expect(currentPath(router)).toBe('/three');
    await seedMock();
    await user.click(await screen.findByRole('button', { name: 'Load' }));

    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(session.getState().user).toBeNull();
  });

  it('cancels the requests of the previous session on a new sign-in, so no late 401 signs it out', async () => {
    await signInAs('listingAgent');
    const { router, services, user } = await renderRoute('/three', { routes });
    const previous = holdResponses({ method: 'GET', path: '/api/v1/user', count: 3 });
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await previous.waitUntilHeld(3);

    // Signed in again (say, in this tab's sign-in form) while the three requests are still out.
    // That sign-in ends the session they carry: answered, each would be a 401. The app cancels
    // them instead, so they leave the mock's hold unanswered, and asks again as the new session.
    await act(async () => services.sessionActions.completeSignIn(await logIn(), { redirect: false }));
    await waitFor(() => expect(previous.waiting()).toBe(0));
    previous.release();
    await waitFor(() => expect(screen.getAllByText(/^query \d: success$/)).toHaveLength(3));

    expect(session.getState().user?.email).toBe(PERSONAS.listingAgent.email);
    expect(currentPath(router)).toBe('/three');
  });

  it('leaves a 401 alone when nobody is signed in (a wrong password is the form’s business)', async () => {
    const { router, user } = await renderRoute('/three', { routes });
    const navigate = vi.spyOn(router, 'navigate');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('query 3: error')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(currentPath(router)).toBe('/three');
  });
});
