import { describe, expect, it } from 'vitest';
import { contract } from '@contract';
import { encodeMultipart } from '@contract/multipart';
import { defineHandler } from '@mock/framework/define-handler';
import { HttpError } from '@mock/lib/errors';
import { CookieJar, json } from './support/cookie-jar';
import { BASE, useTinyMockServer } from './support/server';

const server = useTinyMockServer();

const errorsOf = async (response: Response) => {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { success: boolean; message: string; errors: Record<string, string> };
  expect(body.success).toBe(false);
  expect(body.message).toBe('Validation failed');
  return body.errors;
};

/** Serves a route with a resolver that records what it was given (the route's real handler may not exist yet). */
const capture = <T>(install: (record: (value: T) => void) => void): { last: () => T | undefined } => {
  let value: T | undefined;
  install((next) => {
    value = next;
  });
  return { last: () => value };
};

/** A fetch signed in as the listing agent (through the mock-only sign-in control). */
const signIn = async (): Promise<CookieJar['fetch']> => {
  const jar = new CookieJar();
  await jar.fetch(`${BASE}/__mock/sessions`, json({ email: 'listing.agent@offerdesk.test' }));
  return jar.fetch;
};

describe('JSON bodies', () => {
  it('answers malformed JSON with a 400 naming the body, never a 500', async () => {
    const response = await fetch(`${BASE}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.test", "password": ',
    });
    expect((await errorsOf(response)).body).toMatch(/^Malformed JSON: /);
  });

  it('answers an empty body as missing, and a non-object as the wrong type', async () => {
    const empty = await fetch(`${BASE}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(await errorsOf(empty)).toEqual({ body: 'Required' });
    const array = await fetch(`${BASE}/api/v1/auth/login`, json([1, 2]));
    expect(await errorsOf(array)).toEqual({ body: 'Expected object, received array' });
  });

  it('answers wrong types with one error per field, in the contract’s words', async () => {
    const response = await fetch(`${BASE}/api/v1/auth/login`, json({ email: 42, password: true }));
    expect(await errorsOf(response)).toEqual({
      email: 'Expected string, received number',
      password: 'Expected string, received boolean',
    });
    const signup = await fetch(
      `${BASE}/api/v1/signup/rea`,
      json({ email: 'not-an-email', phoneNumber: '555', isAgreeToTac: false }),
    );
    expect(await errorsOf(signup)).toMatchObject({
      email: 'Invalid email address',
      phoneNumber: 'Phone number must be a valid US phone number',
      isAgreeToTac: 'You must accept terms of conditions',
    });
  });

  it('answers an oversize value with a 400, and an oversize body with a 413 naming the limit', async () => {
    const signedFetch = await signIn();
    const long = await signedFetch(`${BASE}/api/v1/user`, json({ fullName: 'x'.repeat(256) }, { method: 'PATCH' }));
    expect(await errorsOf(long)).toEqual({ fullName: 'This field should not exceed 255 characters' });
    const huge = await signedFetch(
      `${BASE}/api/v1/auth/login`,
      json({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) }),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      success: false,
      message: "The request body is larger than this call's limit of 1048576 bytes (1 MiB)",
    });
  });

  it('checks the session before the input: 401 beats 400', async () => {
    const response = await fetch(`${BASE}/api/v1/user`, json({ fullName: 42 }, { method: 'PATCH' }));
    expect(response.status).toBe(401);
  });
});

describe('query, params and headers', () => {
  it('reads key[]=, key[0]= and repeated keys as arrays, and one value of an array key as an array', async () => {
    const seen = capture<unknown>((record) =>
      server.use(
        defineHandler(contract.offers.compareList, ({ query, params }) => {
          record({ query, params });
          return { status: 200, body: { data: [] } };
        }),
      ),
    );
    const signedFetch = await signIn();
    for (const [search, ids] of [
      ['ids[]=1&ids[]=2', [1, 2]],
      ['ids%5B1%5D=4&ids%5B0%5D=3', [3, 4]],
      ['ids=5&ids=6', [5, 6]],
      ['ids=7', [7]],
      ['', undefined],
    ] as const) {
      const response = await signedFetch(`${BASE}/api/v1/listing/12/offers/list?${search}`);
      expect(response.status).toBe(200);
      expect(seen.last()).toEqual({ query: ids === undefined ? {} : { ids }, params: { listingId: 12 } });
    }
  });

  it('answers an unknown enumeration value and a bad page size with field errors', async () => {
    server.use(defineHandler(contract.listings.list, () => ({ status: 200, body: emptyPage })));
    const signedFetch = await signIn();
    const response = await signedFetch(`${BASE}/api/v1/listing?sort=cheapestFirst&perPage=13&status=active,bogus`);
    const errors = await errorsOf(response);
    expect(errors.sort).toMatch(/^Invalid enum value\. Expected 'recentlyViewedFirst'/);
    expect(errors.perPage).toBe('perPage must be 12, 24 or 48');
    expect(errors.status).toMatch(/^Expected comma-separated values from: incoming, active/);
  });

  it('coerces path ids and refuses text where an id belongs', async () => {
    const seen = capture<unknown>((record) =>
      server.use(
        defineHandler(contract.listings.get, ({ params }) => {
          record(params);
          throw new HttpError(404, 'Listing not found');
        }),
      ),
    );
    expect((await fetch(`${BASE}/api/v1/listing/5`)).status).toBe(404);
    expect(seen.last()).toEqual({ id: 5 });
    expect(await errorsOf(await fetch(`${BASE}/api/v1/listing/abc`))).toEqual({ id: 'Please enter a valid number' });
  });

  it('reads only the declared headers, and requires them', async () => {
    const seen = capture<unknown>((record) =>
      server.use(
        defineHandler(contract.invitations.authorize, ({ headers }) => {
          record(headers);
          throw new HttpError(401, 'We were unable to process your link');
        }),
      ),
    );
    const missing = await fetch(`${BASE}/api/v1/invitations/authorize`, { method: 'POST' });
    expect(await errorsOf(missing)).toEqual({ 'auth-token': 'Required' });
    const sent = await fetch(`${BASE}/api/v1/invitations/authorize`, {
      method: 'POST',
      headers: { 'auth-token': 'magic', 'x-other': 'ignored' },
    });
    expect(sent.status).toBe(401);
    expect(seen.last()).toEqual({ 'auth-token': 'magic' });
  });

  it('answers a path with a broken percent-escape with a 400, not msw’s stack trace', async () => {
    const response = await fetch(`${BASE}/api/v1/listing/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Malformed URL',
      errors: { url: 'The path has an invalid percent-escape' },
    });
  });

  it('answers an unknown /api/v1 route with a JSON 404', async () => {
    const response = await fetch(`${BASE}/api/v1/no-such-thing`, { method: 'PUT' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'No route for PUT /api/v1/no-such-thing' });
  });
});

describe('multipart bodies', () => {
  const listing = {
    status: 'active',
    addressLine1: '1 Main St',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    sellers: [],
    listingAgents: [],
    buyerBrokerCommissionIds: [3],
    addressLine2: null,
  };

  it('decodes JSON-encoded fields and file parts, with array keys from the schema', async () => {
    const seen = capture<Record<string, unknown>>((record) =>
      server.use(
        defineHandler(contract.listings.create, ({ body }) => {
          record(body);
          throw new HttpError(403, 'You are not authorized to perform this action');
        }),
      ),
    );
    const signedFetch = await signIn();
    const photo = new File([new Uint8Array([1, 2, 3])], 'house.png', { type: 'image/png' });
    const response = await signedFetch(`${BASE}/api/v1/listing`, {
      method: 'POST',
      body: encodeMultipart({ ...listing, propertyImage: photo }),
    });
    expect(response.status).toBe(403);
    const body = seen.last()!;
    expect(body).toMatchObject({ ...listing, buyerBrokerCommissionIds: [3] });
    expect(body.propertyImage).toBeInstanceOf(Blob);
    expect((body.propertyImage as File).name).toBe('house.png');
  });

  it('answers a missing or wrong-type file with a 400, and a JSON body on a multipart route with a 415', async () => {
    server.use(defineHandler(contract.listings.create, () => Promise.reject(new Error('not reached'))));
    const signedFetch = await signIn();
    const noPhoto = await signedFetch(`${BASE}/api/v1/listing`, { method: 'POST', body: encodeMultipart(listing) });
    expect(await errorsOf(noPhoto)).toEqual({ propertyImage: 'Expected a file' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const wrongType = await signedFetch(`${BASE}/api/v1/listing`, {
      method: 'POST',
      body: encodeMultipart({ ...listing, propertyImage: text }),
    });
    expect(await errorsOf(wrongType)).toEqual({ propertyImage: 'The photo must be a PNG or JPEG image' });
    const asJson = await signedFetch(`${BASE}/api/v1/listing`, json(listing));
    expect(asJson.status).toBe(415);
    expect(await asJson.json()).toEqual({
      success: false,
      message: 'Unsupported content type "application/json": this call accepts multipart/form-data',
    });
  });
  it('answers a value sent as plain text rather than its JSON with a 400 that says how to send it', async () => {
    server.use(defineHandler(contract.listings.create, () => Promise.reject(new Error('not reached'))));
    const signedFetch = await signIn();
    const photo = new File([new Uint8Array([1, 2, 3])], 'house.png', { type: 'image/png' });
    const form = encodeMultipart({ ...listing, propertyImage: photo });
    form.set('status', 'active');
    form.delete('sellers');
    form.append('sellers', '[]');
    form.append('sellers', '[]');
    const response = await signedFetch(`${BASE}/api/v1/listing`, { method: 'POST', body: form });
    expect(await errorsOf(response)).toEqual({
      status: 'Not JSON: every value but a file is sent as its JSON text, so the text active is sent as "active"',
      sellers: 'Sent as 2 parts: only files repeat; send a list as one part holding its JSON array',
    });
  });
});

const emptyPage = { data: [], currentPage: 1, limit: 12, nextPage: null, previousPage: null, total: 0 };
