import type { AppRoute } from '@ts-rest/core';
import { ContractNoBody } from '@ts-rest/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERSONAS } from '@fixtures/personas';
import { db, seedMock } from '@mock/node';
import { ORIGIN, PersonaClient, useScenarioMockServer } from '../support/persona-client';
import { CONTRACT_ROUTES, routeInit, routeUrl, type RouteCallParts, type RouteKey } from '../support/route-request';
import { arbitraryOf, HOSTILE_RAW_BODIES, HOSTILE_STRINGS } from '../support/zod-arbitrary';
import { ROUTE_CASES } from './route-cases';

/*
 * Every route, called with inputs drawn from its own schemas (path params,
 * query, headers, body) mixed with hostile values and raw bodies that are not
 * JSON: the mock never answers 5xx, and every 2xx body fits the route's
 * declared response. Calls run as the persona of the route's success case
 * (route-cases.ts) or anonymously, over one demo seeding per domain; the
 * state the calls leave behind is part of what later calls meet.
 *
 * Fixed seed and run count (docs/mock-server/writing-a-handler.md, "How it is tested").
 */

export const PROPERTY_SEED = 20_260_302;
export const RUNS_PER_ROUTE = 25;

useScenarioMockServer('demo', { reseed: false });

const schemaOf = (value: unknown): z.ZodTypeAny | undefined => (value instanceof z.ZodType ? value : undefined);

type Part = keyof RouteCallParts;
const PARTS: readonly Part[] = ['params', 'query', 'headers', 'body'];

const partSchema = (route: AppRoute, part: Part): z.ZodTypeAny | undefined => {
  if (part === 'params') return schemaOf(route.pathParams);
  if (part === 'query') return schemaOf(route.query);
  if (part === 'headers') return schemaOf(route.headers);
  return 'body' in route && route.body !== ContractNoBody ? schemaOf(route.body) : undefined;
};

/** The fields of an object schema inside its refinements, or undefined when it is no object. */
const fieldsOf = (schema: z.ZodTypeAny): z.ZodRawShape | undefined => {
  let current = schema;
  while (current instanceof z.ZodEffects) current = current.innerType() as z.ZodTypeAny;
  return current instanceof z.ZodObject ? (current.shape as z.ZodRawShape) : undefined;
};

/** Path params the route's schema does not describe are still generated: as text, hostile or not. */
const paramsArbitrary = (route: AppRoute): fc.Arbitrary<Record<string, unknown>> => {
  const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  const shape = fieldsOf(partSchema(route, 'params') ?? z.object({})) ?? {};
  return fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof(
          { weight: 4, arbitrary: arbitraryOf(shape[name] ?? z.string()) },
          { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
        ),
      ]),
    ),
  );
};

/** Every part drawn from its schema (hostile values anywhere), or a raw body that is not JSON of any shape. */
const generatedParts = (route: AppRoute): fc.Arbitrary<RouteCallParts> => {
  const part = (name: Part): fc.Arbitrary<unknown> => {
    const schema = partSchema(route, name);
    return schema ? arbitraryOf(schema) : fc.constant(undefined);
  };
  const body = partSchema(route, 'body')
    ? fc.oneof(
        { weight: 4, arbitrary: part('body') },
        { weight: 1, arbitrary: fc.constantFrom<unknown>(...HOSTILE_RAW_BODIES) },
      )
    : fc.constant(undefined);
  return fc.record({
    params: paramsArbitrary(route),
    query: part('query'),
    headers: part('headers'),
    body,
  }) as fc.Arbitrary<RouteCallParts>;
};

/**
 * The success case's call with one field replaced by a drawn value: most of
 * the request stays valid, so the drawn value reaches the route's rules.
 */
const mutatedParts = (route: AppRoute, base: RouteCallParts): fc.Arbitrary<RouteCallParts> => {
  const options: fc.Arbitrary<RouteCallParts>[] = [];
  for (const part of PARTS) {
    const schema = partSchema(route, part);
    if (!schema) continue;
    const value = base[part];
    const fields = fieldsOf(schema);
    if (fields && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, field] of Object.entries(fields)) {
        options.push(
          arbitraryOf(field as z.ZodTypeAny).map((drawn) => ({ ...base, [part]: { ...value, [key]: drawn } })),
        );
      }
    } else {
      options.push(arbitraryOf(schema).map((drawn) => ({ ...base, [part]: drawn })));
    }
  }
  return options.length > 0 ? fc.oneof(...options) : fc.constant(base);
};

/** Header values must be Latin-1 without line breaks, or the test's own fetch refuses them. */
const sendable = (parts: RouteCallParts): RouteCallParts => ({
  ...parts,
  query: parts.query && typeof parts.query === 'object' ? parts.query : undefined,
  headers:
    parts.headers && typeof parts.headers === 'object'
      ? Object.fromEntries(
          Object.entries(parts.headers).map(([key, item]) => [
            key,
            String(item)
              .replace(/[^\x20-\x7e]/g, '?')
              .slice(0, 8000),
          ]),
        )
      : undefined,
});

const partsArbitrary = (route: AppRoute, base: RouteCallParts): fc.Arbitrary<RouteCallParts> =>
  fc
    .oneof({ weight: 3, arbitrary: mutatedParts(route, base) }, { weight: 2, arbitrary: generatedParts(route) })
    .map(sendable);

/** A session for the persona, by its e-mail as the database now holds it (a call may have changed it). */
const sessionFor = async (userId: number): Promise<PersonaClient> => {
  const client = new PersonaClient();
  const user = db.users.findById(userId);
  if (user) await client.control('POST', '/sessions', { email: user.email });
  return client;
};

/** Every answer's status, by route: what the last test reads. */
const statuses: { key: RouteKey; status: number }[] = [];

const domains = [...new Set(CONTRACT_ROUTES.map((entry) => entry.key.split('.')[0]!))];

describe.each(domains)('%s routes, with generated and hostile input', (domain) => {
  const routes = CONTRACT_ROUTES.map((entry, index) => ({ ...entry, index })).filter(({ key }) =>
    key.startsWith(`${domain}.`),
  );
  /** Each route's success call, worked out on the fresh seed, before any generated call changes the data. */
  const bases = new Map<RouteKey, RouteCallParts>();
  beforeAll(async () => {
    await seedMock({ scenario: 'demo' });
    for (const { key } of routes) bases.set(key, await ROUTE_CASES[key].success.parts());
  });

  for (const { key, route, index } of routes) {
    // 25 calls: well under a second on an idle machine; the limit is for a loaded one.
    it(`${key}: no 5xx, and every 2xx body fits the contract`, { timeout: 60_000 }, async () => {
      const success = ROUTE_CASES[key].success;
      const base = bases.get(key)!;
      // One session for the route's runs; a run that ends it (logout) leaves the rest anonymous.
      const signedIn = success.as ? await sessionFor(PERSONAS[success.as].id) : new PersonaClient();
      let calls = 0;
      await fc.assert(
        fc.asyncProperty(partsArbitrary(route, base), fc.nat(4), async (parts, who) => {
          const asPersona = who > 0;
          calls += 1;
          const client = asPersona ? signedIn : new PersonaClient();
          let url: string;
          try {
            url = routeUrl(ORIGIN, route, parts);
          } catch {
            return; // A value no URL can hold (a lone surrogate): nothing to send.
          }
          const response = await client.jar.fetch(url, routeInit(route, parts));
          const text = await response.text();
          statuses.push({ key, status: response.status });
          expect(response.status, `${route.method} ${url.slice(0, 200)} → ${text.slice(0, 300)}`).toBeLessThan(500);
          if (response.status >= 200 && response.status < 300) {
            const schema = schemaOf((route.responses as Record<number, unknown>)[response.status]);
            if (schema) {
              const parsed = schema.safeParse(JSON.parse(text));
              expect(parsed.success ? [] : parsed.error.issues, `${key} ${response.status}`).toEqual([]);
            }
          }
        }),
        { seed: PROPERTY_SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      expect(calls).toBe(RUNS_PER_ROUTE);
    });
  }
});

describe('the generated calls', () => {
  it('reach the rules behind the validation: a fair share answers 2xx, on most routes', () => {
    const ok = statuses.filter(({ status }) => status < 300);
    expect(statuses).toHaveLength(CONTRACT_ROUTES.length * RUNS_PER_ROUTE);
    expect(ok.length / statuses.length).toBeGreaterThan(0.2);
    expect(new Set(ok.map(({ key }) => key)).size).toBeGreaterThan(CONTRACT_ROUTES.length / 2);
  });
});
