import { describe, expect, it, vi } from 'vitest';
import { contract } from '@contract';
import { clearRequestJournal, requestJournal, verifyRequests } from '@mock/node';
import { defineHandler } from '@mock/framework/define-handler';
import { CookieJar, json } from '../support/cookie-jar';
import { BASE, useTinyMockServer } from '../support/server';
import { journalCases } from './journal-cases';

/* The request journal of the in-process Node mock: the shared cases, then what only a test in the process can do. */

const server = useTinyMockServer();

journalCases({ origin: () => BASE });

describe('the journal in @mock/node', () => {
  it('keeps the last 500 requests and counts those it dropped', { timeout: 30_000 }, async () => {
    for (let batch = 0; batch < 503; batch += 50) {
      const sizes = Array.from({ length: Math.min(50, 503 - batch) }, (_, index) => batch + index);
      await Promise.all(sizes.map((n) => fetch(`${BASE}/api/v1/notification?n=${n}`)));
    }
    const requests = requestJournal();
    const { dropped } = (
      (await (await fetch(`${BASE}/__mock/requests?limit=1`)).json()) as { body: { dropped: number } }
    ).body;
    expect(requests).toHaveLength(500);
    expect(dropped).toBe(3);
    // The newest 500, newest first: the ids of the three oldest are gone.
    const ids = requests.map((entry) => entry.id);
    expect(ids).toEqual(Array.from({ length: 500 }, (_, index) => ids[0]! - index));
  });

  it('reads, verifies and clears in-process, as the controls do', async () => {
    await fetch(`${BASE}/api/v1/auth/forgot-password`, json({ email: 'someone@offerdesk.test' }));
    expect(requestJournal().map((entry) => [entry.route, entry.status])).toEqual([['auth.forgotPassword', 200]]);
    expect(
      verifyRequests({ route: 'auth.forgotPassword', body: { email: 'someone@offerdesk.test' }, count: 1 }),
    ).toMatchObject({
      verified: true,
      count: 1,
    });
    expect(() => verifyRequests({ route: 'auth.forgotPasword' })).toThrow(/Unknown route .*auth\.forgotPasword/);
    clearRequestJournal();
    expect(requestJournal()).toEqual([]);
  });

  it('shows a file of a multipart body by its name, type and size, never its bytes', async () => {
    const jar = new CookieJar();
    await jar.fetch(`${BASE}/__mock/sessions`, json({ email: 'listing.agent@offerdesk.test' }));
    const form = new FormData();
    form.append('listingId', '1');
    form.append('documents', new File(['%PDF-1.7 a letter'], 'Buyer’s letter.pdf', { type: 'application/pdf' }));
    await jar.fetch(`${BASE}/api/v1/offers`, { method: 'POST', body: form });
    expect(requestJournal()[0]).toMatchObject({
      route: 'offers.create',
      status: 400,
      request: { verdict: 'invalid' },
      body: { listingId: 1, documents: [{ file: 'Buyer’s letter.pdf', type: 'application/pdf', size: 17 }] },
    });
  });

  it("gives the contract's verdict on an answer the mock got wrong", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A deliberately wrong resolver: the types would refuse it, so it is cast.
    server.use(defineHandler(contract.notifications.system, () => ({ status: 200, body: { header: 7 } }) as never));
    await fetch(`${BASE}/api/v1/notification`);
    expect(requestJournal()[0]).toMatchObject({
      route: 'notifications.system',
      status: 500,
      request: { verdict: 'valid' },
      response: {
        verdict: 'invalid',
        detail: expect.stringMatching(/^the 200 response of notifications\.system does not match the contract: /),
      },
    });
  });
});
