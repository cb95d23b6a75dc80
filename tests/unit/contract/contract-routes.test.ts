import { isAppRouteNoBody } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PREFIX } from '@contract';
import { isArraySchema, objectKeys, readDocsRouteTable, walkContract, type WalkedRoute } from './contract-walk';

// Spec section 7 ("The calls it makes"), transcribed. CI has only this
// repository, so the list lives here rather than being read from the spec.
// Paths are the spec's, relative to /api/v1 (its leading-slash paths too),
// with `{param}` written `:param`. Where the spec names two literal forms
// ("user/verify/email or /phone") each form is its own call; a literal the
// contract models as a parameter must be accepted by that parameter's schema.

type SpecCall = {
  /** 'METHOD path' as the spec writes it. */
  call: string;
  /** A query the spec says the client sends, as it arrives on the URL: the route's query schema must accept it, key by key. */
  query?: Record<string, string | string[]>;
  /** Headers the spec names. */
  headers?: string[];
  /** 'none': an empty body; 'array': an array body; else the body fields the spec names. */
  body?: 'none' | 'array' | string[];
  /** The spec says the body is multipart; every other call must not be. */
  multipart?: true;
};

const SPEC_CALLS: SpecCall[] = [
  // Account and user
  { call: 'GET account/agents' },
  { call: 'GET account/subscription' },
  { call: 'PATCH account/subscription' },
  { call: 'GET account/cards' },
  { call: 'GET account/invoices' },
  { call: 'GET account/users' },
  { call: 'DELETE account/users/:id' },
  { call: 'PATCH account/users/:id' },
  { call: 'PATCH user' },
  { call: 'GET user' },
  { call: 'PATCH account/team' },
  { call: 'POST account/team' },
  // Preferences
  { call: 'GET user-preference/:key' },
  { call: 'POST user-preference/:key', body: ['key', 'value'] },
  // Verification
  { call: 'POST user/verification-codes/email', body: ['force'] },
  { call: 'POST user/verification-codes/phone', body: ['force'] },
  { call: 'POST user/verify/email', body: ['code'] },
  { call: 'POST user/verify/phone', body: ['code'] },
  // Invitations
  { call: 'GET invitations' },
  { call: 'POST invitations' },
  { call: 'DELETE invitations', query: { id: '12' } },
  { call: 'POST invitations/authorize', headers: ['auth-token'] },
  { call: 'POST invitations/signup', headers: ['auth-token'] },
  // Auth
  { call: 'POST auth/login' },
  { call: 'POST auth/login/google', body: ['accessToken'] },
  { call: 'POST signup/rea' },
  { call: 'POST auth/logout', body: 'none' },
  { call: 'POST auth/forgot-password' },
  { call: 'POST auth/reset-password' },
  // Listings
  {
    call: 'GET listing',
    query: {
      sort: 'createdFirst',
      sortBy: 'createdAt',
      sortDirection: 'desc',
      timeListed: 'month',
      hasOffers: 'true',
      status: 'active,pending',
      search: 'Alder',
      perPage: '12',
      page: '1',
    },
  },
  { call: 'GET listing/public', query: { page: '1', perPage: '12', search: 'Alder', view: 'public' } },
  { call: 'POST listing', multipart: true },
  { call: 'PATCH listing/:id', multipart: true },
  { call: 'GET listing/count-by-tabs' },
  { call: 'GET listing/:id' },
  { call: 'GET listing/slug/:slug' },
  { call: 'GET listing/:listingId/logs', query: { perPage: '9999', page: '1' } },
  { call: 'POST listing/:id/users', body: 'array' },
  { call: 'DELETE listing/:listingId/users/:userId' },
  { call: 'GET location' },
  { call: 'POST listing/:listingId/offers/send-buyers-emails' },
  { call: 'POST listing/:id/view', body: 'none' },
  // Offers
  { call: 'POST offers', multipart: true, body: ['listingId'] },
  { call: 'GET offers/:offerId' },
  { call: 'GET offers/:offerId/documents/:documentId' },
  {
    call: 'GET listing/:listingId/offers',
    query: {
      sortBy: 'purchasePrice',
      sortDirection: 'desc',
      perPage: '10',
      page: '1',
      search: 'Nguyen',
      financingType: 'cash,fha',
      hasInspections: 'true',
      isBuyerAppraisalGapCoverage: 'false',
      isEscalationClause: 'true',
      isOfferContingentOnAnotherPropertySale: 'false',
    },
  },
  { call: 'POST offers/:offerId/approve' },
  { call: 'POST offers/:offerId/edit', multipart: true },
  { call: 'POST offers/:offerId/counteroffer', multipart: true },
  { call: 'GET offers/:offerId/versions', query: { perPage: '9999' } },
  // One route covers both forms: without ids, and with ids[]=...
  { call: 'GET listing/:listingId/offers/list', query: { ids: ['41', '42'] } },
  { call: 'POST offers/request-best' },
  { call: 'POST offers/keep-best', body: ['offerToken'] },
  { call: 'POST offers/:id/send-to-sellers', body: ['ids'] },
  { call: 'GET offers/:offerId/logs', query: { perPage: '9999', page: '1' } },
  // Payments
  { call: 'GET /payment/products' },
  { call: 'POST /payment/sessions' },
  { call: 'POST /payment/setup-sessions', body: ['mode'] },
  // Other
  { call: 'GET notification' },
  { call: 'GET /notifications.json' },
];

/** Calls whose path the spec leaves out: matched by route key; their paths are chosen in docs/contract.md. */
const KEYED_CALLS = [
  { key: 'auth.loginWithToken', spec: 'Token login (body token)', body: ['token'] },
  {
    key: 'account.requestSubscriptionChange',
    spec: 'The subscription change-request endpoint, called with reason and message',
    body: ['reason', 'message'],
  },
];

/**
 * Where the contract names a path parameter differently from the spec. The
 * wire is the same (parameters are positional); each rename is explained in
 * docs/contract.md.
 */
const KNOWN_PARAM_RENAMES = [{ call: 'POST offers/:id/send-to-sellers', spec: 'id', contract: 'offerId' }];

const ROUTES = walkContract();

const segments = (path: string) => path.split('/').filter(Boolean);
const parseCall = (call: string) => {
  const [method, path] = call.split(' ') as [string, string];
  return { method, segments: segments(`${API_PREFIX}/${path.replace(/^\//, '')}`) };
};

const pathParamAccepts = (route: WalkedRoute, name: string, value: string): boolean => {
  const schema = route.route.pathParams;
  if (!(schema instanceof z.ZodObject)) return false;
  const param = (schema.shape as z.ZodRawShape)[name];
  return param !== undefined && param.safeParse(value).success;
};

/** The routes a spec call matches: same method, and segment by segment the same literal, or a parameter in the same position. */
const routesMatching = (call: string): WalkedRoute[] => {
  const spec = parseCall(call);
  return ROUTES.filter((route) => {
    const contractSegments = segments(route.path);
    if (route.method !== spec.method || contractSegments.length !== spec.segments.length) return false;
    return spec.segments.every((specSegment, index) => {
      const contractSegment = contractSegments[index]!;
      const contractParam = contractSegment.startsWith(':') ? contractSegment.slice(1) : undefined;
      if (specSegment.startsWith(':')) return contractParam !== undefined;
      if (contractParam !== undefined) return pathParamAccepts(route, contractParam, specSegment);
      return specSegment === contractSegment;
    });
  });
};

const paramRenames = (call: string, route: WalkedRoute) => {
  const contractSegments = segments(route.path);
  return parseCall(call)
    .segments.map((specSegment, index) => ({ specSegment, contractSegment: contractSegments[index]! }))
    .filter(({ specSegment, contractSegment }) => specSegment.startsWith(':') && specSegment !== contractSegment)
    .map(({ specSegment, contractSegment }) => ({
      call,
      spec: specSegment.slice(1),
      contract: contractSegment.slice(1),
    }));
};

const expectBody = (route: WalkedRoute, body: SpecCall['body'] | undefined) => {
  if (body === undefined) return;
  const schema = 'body' in route.route ? route.route.body : undefined;
  if (body === 'none')
    expect(schema !== undefined && isAppRouteNoBody(schema), `${route.key} has an empty body`).toBe(true);
  else if (body === 'array') expect(isArraySchema(schema), `${route.key} has an array body`).toBe(true);
  else expect(objectKeys(schema), `${route.key} body fields`).toEqual(expect.arrayContaining(body));
};

describe('spec section 7 calls ↔ contract', () => {
  it.each(SPEC_CALLS)('$call matches exactly one contract route', ({ call, query, headers, body, multipart }) => {
    const matches = routesMatching(call);
    expect(
      matches.map((route) => `${route.key}: ${route.method} ${route.path}`),
      call,
    ).toHaveLength(1);
    const route = matches[0]!;

    const contentType = 'contentType' in route.route ? route.route.contentType : undefined;
    expect(contentType === 'multipart/form-data', `${route.key} multipart`).toBe(multipart === true);
    expectBody(route, body);
    if (headers)
      expect(objectKeys(route.route.headers), `${route.key} headers`).toEqual(expect.arrayContaining(headers));
    if (query) {
      expect(objectKeys(route.route.query), `${route.key} query parameters`).toEqual(
        expect.arrayContaining(Object.keys(query)),
      );
      const result = (route.route.query as z.ZodTypeAny).safeParse(query);
      expect(result.error?.issues ?? [], `${route.key} accepts ${JSON.stringify(query)}`).toEqual([]);
    }
  });

  it.each(KEYED_CALLS)('$spec is the route $key', ({ key, body }) => {
    const route = ROUTES.find((candidate) => candidate.key === key);
    expect(route, `no route ${key}`).toBeDefined();
    expect(route!.method).not.toBe('GET');
    expectBody(route!, body);
  });

  it('names path parameters as the spec does, except the documented renames', () => {
    const renames = SPEC_CALLS.flatMap(({ call }) =>
      routesMatching(call).flatMap((route) => paramRenames(call, route)),
    );
    expect(renames).toEqual(KNOWN_PARAM_RENAMES);
  });

  it('marks in docs/contract.md exactly the routes the spec does not give a path as **Chosen**', () => {
    const fromSpecPaths = new Set(SPEC_CALLS.flatMap(({ call }) => routesMatching(call).map((route) => route.key)));
    const { rows } = readDocsRouteTable();
    const chosenInDocs = rows
      .filter((row) => row.note.includes('**Chosen**'))
      .map((row) => row.key)
      .sort();
    const withoutSpecPath = ROUTES.map((route) => route.key)
      .filter((key) => !fromSpecPaths.has(key))
      .sort();
    expect(chosenInDocs).toEqual(withoutSpecPath);
    // The keyed calls are among them: the spec names the call but not its path.
    expect(withoutSpecPath).toEqual(expect.arrayContaining(KEYED_CALLS.map(({ key }) => key)));
  });
});
