import { PERSONAS } from '@fixtures/personas';
import { clock } from '@mock/node';
import { SESSION_IDLE_MS } from '@mock/state/sessions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tsr } from '@/lib/tsr';
import { renderRoute, signInAs } from '../../render';
import { allThreeFailed, threeQueriesRoutes, watchSignOut } from '../../support/load-on-click-page';

/*
 * The mock's sessions end (issue 15, item 6): after a week idle on the mock's
 * clock, and when the user's password is reset. The app learns it from the
 * next 401, and its one-time reaction signs out once, remembers the page and
 * goes to /auth, however many queries fail at once.
 */

const routes = threeQueriesRoutes('session-end');

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
    const signOut = watchSignOut(router);

    await user.click(screen.getByRole('button', { name: 'Load' }));

    await allThreeFailed(await services.queryClient.load(), 'session-end');
    await signOut.happenedOnce();
  });
});
