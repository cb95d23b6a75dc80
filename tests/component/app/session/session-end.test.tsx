import { PERSONAS } from '@fixtures/personas';
import { clock } from '@mock/node';
import { SESSION_IDLE_MS } from '@mock/state/sessions';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from '@/components/page-header';
import { session } from '@/lib/session/session';
import { tsr } from '@/lib/tsr';
import { currentPath, renderRoute, signInAs } from '../../render';

/*
 * The mock's sessions end (issue 15, item 6): after a week idle on the mock's
 * clock, and when the user's password is reset. The app learns it from the
 * next 401, and its one-time reaction signs out once, remembers the page and
 * goes to /auth, however many queries fail at once.
 */

/** A page that, on demand, fires three queries which all answer 401 once the session has ended. */
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
  const { status } = tsr.user.get.useQuery({ queryKey: ['session-end', n] });
  return <p>{`query ${n}: ${status}`}</p>;
}

const routes: RouteObject[] = [
  { path: 'three', Component: ThreeQueriesPage },
  { path: 'auth', Component: () => <PageHeader title="Sign in" /> },
];

const allThreeFailed = (queryClient: QueryClient) =>
  waitFor(() => {
    const queries = queryClient.getQueryCache().findAll({ queryKey: ['session-end'] });
    expect(queries.map((query) => query.state.status)).toEqual(['error', 'error', 'error']);
  });

describe.each([
  ['expires after a week without a request on the mock clock', () => clock.set(clock.nowMs() + SESSION_IDLE_MS + 1000)],
  [
    'is revoked when the password is reset',
    async () => {
      const reset = `mock-reset-token:${PERSONAS.listingAgent.email}`;
      await tsr.auth.resetPassword.mutate({
        body: { token: reset, password: 'NewPassw0rd2026', repeatPassword: 'NewPassw0rd2026' },
      });
    },
  ],
])('a session that %s', (_label, endSession) => {
  it('drives the one-time 401 reaction: one sign-out, one trip to /auth, the page remembered', async () => {
    await signInAs('listingAgent');
    const { router, services, user } = await renderRoute('/three', { routes });
    // Still signed in until the session ends.
    expect(await tsr.user.get.query()).toMatchObject({ status: 200 });
    await endSession();
    const clearUser = vi.spyOn(session, 'clearUser');
    const navigate = vi.spyOn(router, 'navigate');

    await user.click(screen.getByRole('button', { name: 'Load' }));

    await allThreeFailed(await services.queryClient.load());
    expect(clearUser).toHaveBeenCalledTimes(1);
    expect(clearUser).toHaveBeenCalledWith({ forcedFrom: '/three' });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/auth', undefined);
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(session.getState().returnPath).toBe('/three');
  });
});
