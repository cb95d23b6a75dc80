import { describe, expect, it } from 'vitest';
import { CookieJar, json } from '../support/cookie-jar';
import { bodyOf, messageOf, useHttpMockServer } from '../support/http-server';
import { TINY_PASSWORD } from '../support/tiny-seed';

/*
 * POST /__mock/payment-sessions/:id/cancel takes no body: like every bodyless
 * route (docs/mock-server/limits-and-security.md, "Requests") it accepts no content type or
 * application/json, and refuses what a form on another site can send (415),
 * changing nothing.
 */

const start = useHttpMockServer();

describe('POST /__mock/payment-sessions/:id/cancel', () => {
  it('refuses a body a cross-site form can send, and cancels without one', async () => {
    const url = await start();
    const admin = new CookieJar();
    await admin.fetch(`${url}/api/v1/auth/login`, json({ email: 'admin@offerdesk.test', password: TINY_PASSWORD }));
    const created = await admin.fetch(
      `${url}/api/v1/payment/setup-sessions`,
      json({ mode: 'setup', successUrl: '/settings/subscription?card=added', cancelUrl: '/settings/subscription' }),
    );
    const { id } = await bodyOf<{ id: string }>(created);
    const cancel = `${url}/__mock/payment-sessions/${id}/cancel`;

    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const refused = await fetch(cancel, { method: 'POST', headers: { 'content-type': type }, body: 'x=1' });
      expect(refused.status, type).toBe(415);
      expect(await messageOf(refused)).toBe(
        `Unsupported content type "${type.split(';')[0]}": this call accepts application/json`,
      );
    }
    const shown = await fetch(`${url}/__mock/payment-sessions/${id}`);
    expect(await bodyOf(shown)).toMatchObject({ status: 'open' });

    const canceled = await fetch(cancel, { method: 'POST' });
    expect(canceled.status).toBe(200);
    expect(await bodyOf(canceled)).toMatchObject({ status: 'canceled', redirectUrl: '/settings/subscription' });
  });
});
