import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session/session';
import { successBody, tsr } from '@/lib/tsr';
import { currentPath, renderRoute, server } from '../../render';

const GOOD_TOKEN = 'good-magic-token';

/**
 * The mock's own invitations handlers may not know our token; this stands in for
 * POST invitations/authorize: the good token signs the seller in, anything else is 401.
 */
const authorizeAsSeller = () => {
  const seen: (string | null)[] = [];
  server.use(
    http.post('*/api/v1/invitations/authorize', async ({ request }) => {
      const token = request.headers.get('auth-token');
      seen.push(token);
      if (token !== GOOD_TOKEN) return HttpResponse.json({ success: false, message: 'Invalid link' }, { status: 401 });
      const user = successBody(
        await tsr.auth.login.mutate({ body: { email: PERSONAS.seller.email, password: PERSONA_PASSWORD } }),
      );
      return HttpResponse.json({ success: true, body: user });
    }),
  );
  return seen;
};

describe('an auth-token in the URL at start (spec section 4)', () => {
  it('signs the visitor in and drops the token from the URL', async () => {
    const seen = authorizeAsSeller();
    const { router } = await renderRoute(`/listings?sort=createdFirst&auth-token=${GOOD_TOKEN}`);
    expect(seen).toEqual([GOOD_TOKEN]);
    expect(currentPath(router)).toBe('/listings?sort=createdFirst');
    expect(session.getState().user?.email).toBe(PERSONAS.seller.email);
  });

  it('lands on / when the link pointed at an auth page', async () => {
    authorizeAsSeller();
    const { router } = await renderRoute(`/auth?auth-token=${GOOD_TOKEN}`);
    expect(currentPath(router)).toBe('/');
  });

  it('sends the visitor to the magic-link screen with the token when it fails, remembering the page', async () => {
    authorizeAsSeller();
    const { router } = await renderRoute('/listings/s/harbor-lane?auth-token=expired%2Btoken');
    expect(currentPath(router)).toBe('/auth/magic-link?auth-token=expired%2Btoken');
    expect(new URL(`http://x${currentPath(router)}`).searchParams.get('auth-token')).toBe('expired+token');
    expect(session.getState().user).toBeNull();
    expect(session.getState().returnPath).toBe('/listings/s/harbor-lane');
  });

  it('leaves the token to the magic-link screen itself, which authorises it once', async () => {
    const seen = authorizeAsSeller();
    const { router } = await renderRoute(`/auth/magic-link?auth-token=${GOOD_TOKEN}`);
    // The screen's own call (src/features/auth): the middleware did not make one before it.
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(seen).toEqual([GOOD_TOKEN]);
    expect(session.getState().user?.email).toBe(PERSONAS.seller.email);
  });
});
