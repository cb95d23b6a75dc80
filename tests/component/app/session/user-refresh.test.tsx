import { clearRequestJournal, seedMock, verifyRequests } from '@mock/node';
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session/session';
import { USER_KEY } from '@/lib/storage';
import { renderRoute, server, signInAs, waitForRoute } from '../../render';

/** Counts GET /api/v1/user calls from now on, in the mock's request journal. */
const countUserFetches = () => {
  clearRequestJournal();
  return {
    get count() {
      return verifyRequests({ route: 'user.get' }).count;
    },
  };
};

describe('refreshing the stored user (spec section 4)', () => {
  it('fetches a stale user again on start and writes it back', async () => {
    const real = await signInAs('listingAgent');
    session.setUser({ ...real, fullName: 'Name From Last Week' });
    session.markStale();
    const fetches = countUserFetches();

    await renderRoute('/');

    expect(fetches.count).toBe(1);
    expect(session.getState().user?.fullName).toBe(real.fullName);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ fullName: real.fullName });
    expect(session.isStale()).toBe(false);
  });

  it('leaves a fresh user alone', async () => {
    const fetches = countUserFetches();
    await renderRoute('/', { persona: 'listingAgent' });
    expect(fetches.count).toBe(0);
  });

  it('fetches it again when a signed-in page opens after it went stale', async () => {
    const { router } = await renderRoute('/', { persona: 'admin' });
    const fetches = countUserFetches();
    session.markStale();

    await act(() => router.navigate('/settings'));
    await waitForRoute(router);

    expect(fetches.count).toBe(1);
    expect(session.isStale()).toBe(false);
  });

  it('keeps the stored user when the refresh fails for another reason than 401', async () => {
    const real = await signInAs('listingAgent');
    session.markStale();
    server.use(
      http.get('*/api/v1/user', () => HttpResponse.json({ success: false, message: 'Down' }, { status: 503 })),
    );

    const { router } = await renderRoute('/listings');

    expect(router.state.location.pathname).toBe('/listings');
    expect(session.getState().user?.id).toBe(real.id);
  });

  it('signs out and stores the path when the refresh answers 401 (the session ended)', async () => {
    await signInAs('listingAgent');
    session.markStale();
    await seedMock(); // drops every session: the cookie now names none

    const { router } = await renderRoute('/listings/selling');

    expect(router.state.location.pathname).toBe('/auth');
    expect(session.getState().user).toBeNull();
    expect(session.getState().returnPath).toBe('/listings/selling');
  });
});
