import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { seedMock } from '@mock/node';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from '@/components/page-header';
import { session } from '@/lib/session/session';
import { successBody, tsr } from '@/lib/tsr';
import { currentPath, holdResponses, renderRoute, signInAs } from '../../render';

/** A page that, on demand, fires three queries which all answer 401 once the session is gone. */
function ThreeQueriesPage() {
  const [isLoading, setIsLoading] = useState(false);
  return (
    <>
      <PageHeader title="Three queries" />
      <button type="button" onClick={() => setIsLoading(true)}>
        Load
      </button>
      {isLoading && [1, 2, 3].map((n) => <UserQuery key={n} n={n} />)}
    </>
  );
}

function UserQuery({ n }: { n: number }) {
  const { status } = tsr.user.get.useQuery({ queryKey: ['three', n] });
  return <p>{`query ${n}: ${status}`}</p>;
}

const waitForAllThree = (queryClient: QueryClient, status: 'error') =>
  waitFor(() => {
    const queries = queryClient.getQueryCache().findAll({ queryKey: ['three'] });
    expect(queries.map((query) => query.state.status)).toEqual([status, status, status]);
  });

const logIn = async () =>
  successBody(
    await tsr.auth.login.mutate({ body: { email: PERSONAS.listingAgent.email, password: PERSONA_PASSWORD } }),
  );

const routes: RouteObject[] = [
  { path: 'three', Component: ThreeQueriesPage },
  { path: 'auth', Component: () => <PageHeader title="Sign in" /> },
];

describe('the 401 reaction (spec section 4)', () => {
  it('runs once for three failing queries: one logout, one navigation, the path remembered', async () => {
    await signInAs('listingAgent');
    const { router, services, user } = await renderRoute('/three', { routes });
    await seedMock(); // the server forgets every session; the app still thinks it is signed in
    const clearUser = vi.spyOn(session, 'clearUser');
    const navigate = vi.spyOn(router, 'navigate');

    await user.click(screen.getByRole('button', { name: 'Load' }));

    await waitForAllThree(await services.queryClient.load(), 'error');
    expect(clearUser).toHaveBeenCalledTimes(1);
    expect(clearUser).toHaveBeenCalledWith({ forcedFrom: '/three' });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth', undefined);
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(session.getState().returnPath).toBe('/three');
  });

  it('reacts again after the next sign-in (re-armed)', async () => {
    await signInAs('listingAgent');
    const { router, services, user } = await renderRoute('/three', { routes });
    await seedMock();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(session.getState().returnPath).toBe('/three'));
    await waitForAllThree(await services.queryClient.load(), 'error');

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
