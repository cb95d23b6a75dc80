import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@contract';
import { defineHandler } from '@mock/framework/define-handler';
import { HttpError } from '@mock/lib/errors';
import { fileResponse } from '@mock/framework/respond';
import { CookieJar, json } from './support/cookie-jar';
import { BASE, useTinyMockServer } from './support/server';

const server = useTinyMockServer();

/** A fetch signed in as the listing agent (through the mock-only sign-in control). */
const signIn = async (): Promise<CookieJar['fetch']> => {
  const jar = new CookieJar();
  await jar.fetch(`${BASE}/__mock/sessions`, json({ email: 'listing.agent@offerdesk.test' }));
  return jar.fetch;
};

describe('every response is checked against the contract', () => {
  afterEach(() => vi.restoreAllMocks());

  const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('turns a success body that does not fit into a 500 naming the route and the field', async () => {
    const errors = quietConsole();
    // A deliberately wrong resolver: the types would refuse it, so it is cast.
    server.use(defineHandler(contract.user.get, () => ({ status: 200, body: { id: 'seven' } }) as never));
    const signedFetch = await signIn();
    const response = await signedFetch(`${BASE}/api/v1/user`);
    expect(response.status).toBe(500);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^Internal mock error: the 200 response of user\.get does not match the contract: /);
    expect(body.message).toContain('body.id: Expected number, received string');
    expect(errors).toHaveBeenCalled();
  });

  it('refuses a status the route does not declare', async () => {
    quietConsole();
    server.use(defineHandler(contract.user.get, () => ({ status: 201, body: null }) as never));
    const signedFetch = await signIn();
    const body = (await (await signedFetch(`${BASE}/api/v1/user`)).json()) as { message: string };
    expect(body.message).toBe('Internal mock error: user.get declares no JSON response for status 201');
  });

  it('checks error bodies too: a 409 without the fields invitations.authorize declares is a 500', async () => {
    quietConsole();
    server.use(
      defineHandler(contract.invitations.authorize, ({ headers }) => {
        const extra =
          headers['auth-token'] === 'complete'
            ? { email: 'new@offerdesk.test', hasPhoneNumber: false, termsRequired: true }
            : {};
        throw new HttpError(409, 'Please choose a password', { extra });
      }),
    );
    const complete = await fetch(`${BASE}/api/v1/invitations/authorize`, {
      method: 'POST',
      headers: { 'auth-token': 'complete' },
    });
    expect(complete.status).toBe(409);
    expect(await complete.json()).toEqual({
      success: false,
      message: 'Please choose a password',
      email: 'new@offerdesk.test',
      hasPhoneNumber: false,
      termsRequired: true,
    });
    const incomplete = await fetch(`${BASE}/api/v1/invitations/authorize`, {
      method: 'POST',
      headers: { 'auth-token': 'x' },
    });
    expect(incomplete.status).toBe(500);
    expect(((await incomplete.json()) as { message: string }).message).toMatch(
      /^Internal mock error: the 409 response of invitations\.authorize does not match the contract: email: Required/,
    );
  });

  it('refuses an error status the contract does not declare for the route', async () => {
    quietConsole();
    server.use(defineHandler(contract.user.get, () => Promise.reject(new HttpError(418, 'Teapot'))));
    const signedFetch = await signIn();
    const body = (await (await signedFetch(`${BASE}/api/v1/user`)).json()) as { message: string };
    expect(body.message).toBe('Internal mock error: user.get declares no 418 response (message: Teapot)');
  });

  it('answers an unexpected exception with a 500 and logs it, and the mock keeps serving', async () => {
    const errors = quietConsole();
    server.use(defineHandler(contract.user.get, () => Promise.reject(new TypeError('boom'))));
    const signedFetch = await signIn();
    const response = await signedFetch(`${BASE}/api/v1/user`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Internal mock error: user.get failed: TypeError: boom',
    });
    expect(errors).toHaveBeenCalledWith('[mock] user.get failed: TypeError: boom', expect.any(TypeError));
    server.resetHandlers();
    expect((await signedFetch(`${BASE}/api/v1/user`)).status).toBe(200);
  });

  it('turns an attempt to change a stored row in place into a 500 (rows are frozen)', async () => {
    quietConsole();
    server.use(
      defineHandler(contract.user.get, ({ user }) => {
        (user as { fullName: string }).fullName = 'Mutated';
        return { status: 200, body: null } as never;
      }),
    );
    const signedFetch = await signIn();
    const body = (await (await signedFetch(`${BASE}/api/v1/user`)).json()) as { message: string };
    expect(body.message).toMatch(
      /^Internal mock error: user\.get failed: TypeError: Cannot assign to read only property 'fullName'/,
    );
  });

  it('strips undeclared fields from a body that otherwise fits', async () => {
    server.use(
      defineHandler(contract.auth.forgotPassword, () => ({
        status: 200,
        body: { sent: true, secret: 'x' } as { sent: true },
      })),
    );
    const response = await fetch(`${BASE}/api/v1/auth/forgot-password`, json({ email: 'a@b.test' }));
    expect(await response.json()).toEqual({ success: true, body: { sent: true } });
  });

  it('passes a file through for a route whose response is a file', async () => {
    server.use(
      defineHandler(contract.offers.getDocument, ({ params }) =>
        fileResponse({
          bytes: `offer ${params.offerId} document ${params.documentId}`,
          contentType: 'application/pdf',
          fileName: 'offer.pdf',
        }),
      ),
    );
    const signedFetch = await signIn();
    const response = await signedFetch(`${BASE}/api/v1/offers/3/documents/9`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="offer.pdf"; filename*=UTF-8''offer.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('offer 3 document 9');
  });
});
