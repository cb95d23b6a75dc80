import type { AppRoute } from '@ts-rest/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declaredStatusesOf } from '@contract/statuses';
import { seedMock } from '@mock/node';
import { anonymous, ORIGIN, signIn, useScenarioMockServer } from '../support/persona-client';
import { CONTRACT_ROUTES, routeInit, routeUrl, type RouteKey } from '../support/route-request';
import { ROUTE_CASES, type RouteCase, type RouteCases } from './route-cases';

/*
 * Every route of the contract answers its success call and one error call
 * (route-cases.ts) with the expected status, one the route declares
 * (contract/statuses.ts), and a body that fits the route's declared response
 * for that status. The list of routes comes from
 * walking `contract`, so a new route without cases fails here by name.
 *
 * The demo is seeded once per domain, not per call (a seed costs ~0.3 s):
 * within a domain the calls run in router order, each route's error call
 * before its success call, and the cases pick records no earlier call spoils.
 */

useScenarioMockServer('demo', { reseed: false });

const CASES: Record<string, RouteCases> = ROUTE_CASES;

/** The declared body schema of a status, or undefined for a non-JSON answer (a document download). */
const responseSchema = (route: AppRoute, status: number): z.ZodTypeAny | undefined => {
  const declared = (route.responses as Record<number, unknown>)[status];
  return declared instanceof z.ZodType ? declared : undefined;
};

const injectFault = async (route: AppRoute, path: string) => {
  const answer = await anonymous().control('POST', '/faults', { method: route.method, path, kind: '500', times: 1 });
  expect(answer.status).toBe(201);
};

const run = async (route: AppRoute, testCase: RouteCase) => {
  const client = testCase.as ? await signIn(testCase.as) : anonymous();
  const parts = await testCase.parts();
  const url = routeUrl(ORIGIN, route, parts);
  if (testCase.fault) await injectFault(route, new URL(url).pathname);
  const response = await client.jar.fetch(url, routeInit(route, parts));
  const text = await response.text();
  expect({ status: response.status, text: text.slice(0, 400) }).toMatchObject({ status: testCase.status });
  // The status is one the route declares (the OpenAPI document's list), unless a fault was injected.
  if (!testCase.fault) expect(declaredStatusesOf(route)).toContain(response.status);
  const schema = responseSchema(route, response.status);
  if (schema) {
    const parsed = schema.safeParse(JSON.parse(text));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  } else {
    expect(text.length).toBeGreaterThan(0);
  }
};

describe('the route catalogue', () => {
  it('has a success and an error case for every contract route, and none for routes that do not exist', () => {
    const routeKeys = CONTRACT_ROUTES.map((entry) => entry.key);
    expect(routeKeys.filter((key) => !(key in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((key) => !routeKeys.includes(key as RouteKey))).toEqual([]);
    for (const key of routeKeys) {
      expect(CASES[key]!.success.status, key).toBeLessThan(300);
      expect(CASES[key]!.error.status, key).toBeGreaterThanOrEqual(400);
    }
  });
});

const domains = [...new Set(CONTRACT_ROUTES.map((entry) => entry.key.split('.')[0]!))];

describe.each(domains)('%s routes', (domain) => {
  beforeAll(() => seedMock({ scenario: 'demo' }));
  for (const { key, route } of CONTRACT_ROUTES.filter((entry) => entry.key.startsWith(`${domain}.`))) {
    const cases = CASES[key]!;
    it(`${key}: ${cases.error.fault ? 'an injected fault' : 'an error'} (${cases.error.status})`, () =>
      run(route, cases.error));
    it(`${key}: success (${cases.success.status})`, () => run(route, cases.success));
  }
});
