import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db, seedMock } from '@mock/node';
import { startMockHttpServer, type MockHttpServer } from '@mock/http';
import { buildOpenApiDocument } from '../../scripts/openapi/document';
import { prismView } from '../../scripts/openapi/prism-view';
import { parseRouteInput } from '@mock/framework/parse-input';
import { ROUTE_CASES, type RouteCase } from '../unit/mock-server/routes/route-cases';
import { anonymous, PersonaClient, signIn, usePersonaTargets } from '../unit/mock-server/support/persona-client';
import {
  CONTRACT_ROUTES,
  routeByKey,
  routeInit,
  routeUrl,
  type RouteCallParts,
  type RouteKey,
} from '../unit/mock-server/support/route-request';
import { ROOT } from '../unit/contract/contract-walk';
import { startFaithfulRelay, type FaithfulRelay } from './support/faithful-relay';
import { multipartChecker } from './support/multipart-check';
import { startPrismProxy, type PrismProxy } from './support/prism-proxy';

/*
 * The conformance run (issue 14): an ordinary session over every contract
 * route, as the personas that matter, sent through Stoplight Prism's
 * validating proxy (`prism proxy <document> <mock> --errors`) in front of the
 * mock HTTP server. Every call through Prism is recorded with the violations
 * Prism reports in its sl-violations header; there must be none. The calls
 * are the route catalogue's (tests/unit/mock-server/routes/route-cases.ts):
 * each route's success call and its error call, except the error calls whose
 * request is outside the contract by design (input its schemas reject, no
 * session where one is required): Prism must refuse the latter itself. A drift fault
 * (the mock renaming a field) is the control: Prism must report it.
 */

type Violation = { location: string[]; message: string };
type Call = { method: string; path: string; status: number; refusedOnPurpose: boolean; violations: Violation[] };

const calls: Call[] = [];
let mock: MockHttpServer;
let prism: PrismProxy;
let relay: FaithfulRelay;
const checkMultipart = multipartChecker(buildOpenApiDocument());
/** The document's path of a contract route: `/api/v1/listing/{id}` for `/api/v1/listing/:id`. */
const documentPath = (route: AppRoute): string => route.path.replace(/:(\w+)/g, '{$1}');
/** Set while a request outside the document on purpose is on its way (its set-up calls included). */
let sendingRefused = false;

const recordingFetch =
  (realFetch: typeof fetch): typeof fetch =>
  async (input, init) => {
    const response = await realFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (prism && url.origin === prism.url) {
      const header = response.headers.get('sl-violations');
      calls.push({
        method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
        path: url.pathname,
        status: response.status,
        refusedOnPurpose: sendingRefused,
        violations: header ? (JSON.parse(header) as Call['violations']) : [],
      });
    }
    return response;
  };

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, quiet: true, scenario: 'demo' });
  const view = path.join(ROOT, '.cache/openapi/prism-view.json');
  mkdirSync(path.dirname(view), { recursive: true });
  writeFileSync(view, JSON.stringify(prismView(buildOpenApiDocument())));
  relay = await startFaithfulRelay(mock.url);
  prism = await startPrismProxy(view, relay.url);
  usePersonaTargets({ api: `${prism.url}/api/v1`, controls: `${mock.url}/__mock` });
  vi.stubGlobal('fetch', recordingFetch(globalThis.fetch));
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await prism?.stop();
  await relay?.close();
  await mock?.close();
});

/**
 * A request outside the document on purpose: input the contract's own schemas
 * reject (read as the mock reads it, mock-server/framework/parse-input.ts), or no
 * session where the route needs one. A 400 for a rule of the domain (an
 * e-mail already registered) is a valid request and part of the session.
 */
const isRefusedOnPurpose = async (route: AppRoute, testCase: RouteCase, parts: RouteCallParts): Promise<boolean> => {
  if (testCase.as === null && (route.metadata as { auth: string }).auth === 'session') return true;
  const request = new Request(routeUrl('http://contract.test', route, parts), routeInit(route, parts));
  const params = Object.fromEntries(Object.entries(parts.params ?? {}).map(([name, value]) => [name, String(value)]));
  return !(await parseRouteInput(route, request, params)).ok;
};

const send = async (route: AppRoute, testCase: RouteCase, { checkInput = false } = {}) => {
  const client = testCase.as ? await signIn(testCase.as) : anonymous();
  const parts = await testCase.parts();
  const url = routeUrl(prism.url, route, parts);
  if (testCase.fault) {
    const fault = { method: route.method, path: new URL(url).pathname, kind: '500', times: 1 };
    expect((await new PersonaClient().control('POST', '/faults', fault)).status).toBe(201);
  }
  const refusedOnPurpose = checkInput && (await isRefusedOnPurpose(route, testCase, parts));
  sendingRefused = refusedOnPurpose;
  const init = routeInit(route, parts);
  // A multipart body: judged by Ajv against the document too, and delivered to the mock unaltered (support/faithful-relay.ts).
  const multipartViolations =
    init.body instanceof FormData ? await checkMultipart(documentPath(route), route.method, init.body) : [];
  if (init.body instanceof FormData) init.headers = relay.keep(init.body, new Headers(init.headers));
  const response = await client.jar.fetch(url, init).finally(() => (sendingRefused = false));
  calls.at(-1)!.violations.push(...multipartViolations);
  return { status: response.status, text: await response.text(), refusedOnPurpose };
};

/** A few calls beyond the catalogue, for the query parameters it does not use: a comma list of financing types, ids[]. */
const EXTRA_CALLS: { key: RouteKey; testCase: RouteCase }[] = [
  {
    key: 'offers.listForListing',
    testCase: {
      as: 'listingAgent',
      parts: () => ({
        params: { listingId: offerOfBuyersAgent().listingId },
        query: { financingType: 'cash,conventional,fha', sortBy: 'closingDate', sortDirection: 'asc', perPage: 25 },
      }),
      status: 200,
    },
  },
  {
    key: 'offers.compareList',
    testCase: {
      as: 'listingAgent',
      parts: () => {
        const offer = offerOfBuyersAgent();
        const others = db.offers.findBy('listingId', offer.listingId).map((row) => row.id);
        return { params: { listingId: offer.listingId }, query: { ids: others.slice(0, 3) } };
      },
      status: 200,
    },
  },
  {
    key: 'listings.list',
    testCase: {
      as: 'buyersAgent',
      parts: () => ({
        query: { view: 'buying', sort: 'createdLast', status: 'active', hasOffers: 'true', perPage: 48, page: 1 },
      }),
      status: 200,
    },
  },
];
const offerOfBuyersAgent = () => db.offers.all().find((offer) => db.listings.findById(offer.listingId)?.isActive)!;

const domains = [...new Set(CONTRACT_ROUTES.map((entry) => entry.key.split('.')[0]!))];
const refused: { key: string; status: number; byPrism: boolean }[] = [];
const covered = new Set<string>();

describe.each(domains)('%s routes through Prism', (domain) => {
  beforeAll(() => seedMock({ scenario: 'demo' }));

  for (const { key, route } of CONTRACT_ROUTES.filter((entry) => entry.key.startsWith(`${domain}.`))) {
    const cases = ROUTE_CASES[key];
    it(`${key}: an error (${cases.error.status})`, async () => {
      const before = calls.length;
      const answer = await send(route, cases.error, { checkInput: true });
      if (answer.refusedOnPurpose) {
        refused.push({ key, status: answer.status, byPrism: answer.text.includes('stoplight.io/prism') });
        return;
      }
      expect({ status: answer.status, text: answer.text.slice(0, 600) }).toMatchObject({ status: cases.error.status });
      expect(calls.slice(before).flatMap((call) => call.violations)).toEqual([]);
    });
    it(`${key}: success (${cases.success.status})`, async () => {
      const before = calls.length;
      const answer = await send(route, cases.success);
      expect({ status: answer.status, text: answer.text.slice(0, 600) }).toMatchObject({
        status: cases.success.status,
      });
      expect(calls.slice(before).flatMap((call) => call.violations)).toEqual([]);
      covered.add(key);
    });
  }
});

describe('query parameters the catalogue does not use', () => {
  beforeAll(() => seedMock({ scenario: 'demo' }));
  it.each(EXTRA_CALLS.map((extra) => [extra.key, extra] as const))('%s', async (_key, { key, testCase }) => {
    const before = calls.length;
    const answer = await send(routeByKey(key), testCase);
    expect({ status: answer.status, text: answer.text.slice(0, 600) }).toMatchObject({ status: testCase.status });
    expect(calls.slice(before).flatMap((call) => call.violations)).toEqual([]);
  });
});

describe('the session as a whole', () => {
  it('covered every contract route, with zero request and zero response violations', () => {
    const ordinary = calls.filter((call) => !call.refusedOnPurpose);
    const violations = ordinary.flatMap((call) =>
      call.violations.map((violation) => ({ call: `${call.method} ${call.path}`, ...violation })),
    );
    const inRequests = violations.filter((violation) => violation.location[0] === 'request');
    const inResponses = violations.filter((violation) => violation.location[0] === 'response');
    const routesCalled = new Set(ordinary.map((call) => call.path.replace(/\/\d+(?=\/|$)/g, '/{id}')));
    console.log(
      `Prism conformance: ${ordinary.length} calls of an ordinary session through the proxy (${routesCalled.size} distinct paths), ` +
        `${covered.size} of ${CONTRACT_ROUTES.length} contract routes covered, ` +
        `${inRequests.length} request and ${inResponses.length} response violations; ` +
        `${refused.length} requests outside the document on purpose (${refused.filter((r) => r.byPrism).length} refused by Prism itself)`,
    );
    expect(CONTRACT_ROUTES.map(({ key }) => key).filter((key) => !covered.has(key))).toEqual([]);
    expect(inRequests).toEqual([]);
    expect(inResponses).toEqual([]);
  });

  it('Prism itself refuses a call without a session to a route that needs one (the security the document declares)', () => {
    const withoutSession = refused.filter(({ key }) => ROUTE_CASES[key as RouteKey].error.status === 401);
    expect(withoutSession.length).toBeGreaterThan(0);
    expect(withoutSession.filter((call) => !(call.byPrism && call.status === 401))).toEqual([]);
  });
});

describe('the control: a multipart body that breaks the document', () => {
  it("Ajv reports a listing's status outside the enumeration, a part Prism reads as mere text", async () => {
    const route = routeByKey('listings.create');
    const good = routeInit(route, await ROUTE_CASES['listings.create'].success.parts()).body as FormData;
    expect(await checkMultipart(documentPath(route), route.method, good)).toEqual([]);
    good.set('status', JSON.stringify('sideways'));
    expect(
      (await checkMultipart(documentPath(route), route.method, good)).map((violation) => violation.location.join('.')),
    ).toEqual(['request.body.status']);
  });
});

describe('the control: the mock drifts from the document', () => {
  beforeAll(() => seedMock({ scenario: 'demo' }));

  it("Prism reports a renamed field of the signed-in user's answer as a response violation", async () => {
    const client = await signIn('listingAgent');
    const injected = await client.control('POST', '/faults', {
      method: 'GET',
      path: '/api/v1/user',
      kind: 'drift',
      field: 'fullName',
      times: 1,
    });
    expect(injected.status).toBe(201);

    const drifted = await client.jar.fetch(`${prism.url}/api/v1/user`);
    const violations = calls.at(-1)!.violations;
    console.log(`Drift control: HTTP ${drifted.status}, Prism reports ${JSON.stringify(violations)}`);
    // --errors: Prism answers 500 instead of an answer that breaks the document, and names why.
    expect(drifted.status).toBe(500);
    expect(violations).toContainEqual(
      expect.objectContaining({
        location: ['response', 'body', 'body'],
        message: expect.stringContaining("'fullName'"),
      }),
    );

    const clean = await client.jar.fetch(`${prism.url}/api/v1/user`);
    expect(clean.status).toBe(200);
    expect(calls.at(-1)!.violations).toEqual([]);
  });
});
