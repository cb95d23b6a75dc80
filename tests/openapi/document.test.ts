import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteMetadata } from '@contract/metadata';
import * as enums from '@contract/schemas/enums';
import { declaredStatusesOf, errorCasesOf } from '@contract/statuses';
import { DOCUMENT_TYPES } from '@contract/schemas/offer';
import { buildOpenApiDocument, HTTP_METHODS, openApiPath, type Operation } from '../../scripts/openapi/document';
import { generateOpenApiDocument } from '../../scripts/openapi/generate';
import { isMultipart } from '../../scripts/openapi/operation-parts';
import { ROOT, walkContract } from '../unit/contract/contract-walk';
import { LISTING_DEFAULTS, OFFER_DEFAULTS } from '../unit/contract/list-defaults';

// docs/openapi.json is committed for the backend team: it must be exactly what
// the contract generates today, and say what the API does in the terms
// OpenAPI tools read (security, Set-Cookie, multipart encoding, query styles).

const document = buildOpenApiDocument();
const committed: unknown = JSON.parse(readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8'));
const ROUTES = walkContract();

const operationOf = (route: (typeof ROUTES)[number]['route']): Operation => {
  const operation = document.paths[openApiPath(route)]?.[route.method.toLowerCase() as (typeof HTTP_METHODS)[number]];
  if (!operation) throw new Error(`no operation for ${route.method} ${route.path}`);
  return operation;
};
const metadataOf = (route: (typeof ROUTES)[number]['route']) => route.metadata as RouteMetadata;
const schemas = document.components.schemas;

describe('docs/openapi.json', () => {
  it('is what the contract generates, its examples what the mock answers on the demo today (npm run contract:openapi)', async () => {
    const generated = await generateOpenApiDocument();
    expect(committed, 'docs/openapi.json is stale: run npm run contract:openapi').toEqual(
      JSON.parse(JSON.stringify(generated)),
    );
  });

  it('declares OpenAPI 3.1 and one operation per contract route, keyed by the route', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([openApi, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map(
        (method) => `${item[method]!.operationId} ${method.toUpperCase()} ${openApi}`,
      ),
    );
    expect(operations.sort()).toEqual(
      ROUTES.map(({ key, method, route }) => `${key} ${method} ${openApiPath(route)}`).sort(),
    );
  });

  it('declares each operation’s own statuses only (contract/statuses.ts), each error with the cases that cause it', () => {
    for (const { key, route } of ROUTES) {
      const responses = operationOf(route).responses;
      expect(Object.keys(responses), key).toEqual(declaredStatusesOf(route).map(String));
      for (const { status, cases } of errorCasesOf(route)) {
        for (const text of cases) expect(responses[status]?.description, `${key} ${status}`).toContain(`- ${text}`);
      }
    }
    const statusesOf = (key: string) =>
      Object.keys(operationOf(ROUTES.find((entry) => entry.key === key)!.route).responses);
    // A read with no input and no session to lose: nothing but the server failing.
    expect(statusesOf('notifications.system')).toEqual(['200', '500']);
    expect(statusesOf('verification.verify')).toEqual(['200', '400', '401', '403', '413', '415', '422', '429', '500']);
  });
});

describe('response headers, where the API sends them', () => {
  const responsesOf = (key: string) => operationOf(ROUTES.find((entry) => entry.key === key)!.route).responses;
  const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

  it('Retry-After, required, on every 429', () => {
    const with429 = ROUTES.filter(({ route }) => operationOf(route).responses['429']);
    expect(with429.map(({ key }) => key)).toEqual(['verification.verify']);
    for (const { route } of with429)
      expect(operationOf(route).responses['429']?.headers?.['Retry-After']).toEqual(headerRef('RetryAfter'));
    expect(document.components.headers.RetryAfter).toMatchObject({ required: true, schema: { type: 'integer' } });
  });

  it('ETag and Cache-Control on the 200 and the 304 of every GET that takes If-None-Match', () => {
    const conditional = ROUTES.filter(({ route }) =>
      operationOf(route).parameters?.some((parameter) => parameter.name === 'if-none-match'),
    );
    expect(conditional.map(({ key }) => key).sort()).toEqual([
      'listings.get',
      'listings.getBySlug',
      'offers.get',
      'user.get',
    ]);
    for (const { key, route } of conditional) {
      for (const status of ['200', '304']) {
        expect(operationOf(route).responses[status]?.headers, `${key} ${status}`).toMatchObject({
          ETag: headerRef('ETag'),
          'Cache-Control': headerRef('CacheControlRevalidate'),
        });
      }
    }
  });

  it('a 412 wherever If-Match is taken', () => {
    const guarded = ROUTES.filter(({ route }) =>
      operationOf(route).parameters?.some((parameter) => parameter.name === 'if-match'),
    );
    expect(guarded.map(({ key }) => key).sort()).toEqual(['listings.update', 'offers.counter', 'offers.edit']);
    for (const { key, route } of guarded) expect(operationOf(route).responses['412'], key).toBeDefined();
  });

  it('Idempotent-Replayed on the success of every create that takes an Idempotency-Key', () => {
    for (const key of ['listings.create', 'offers.create']) {
      expect(responsesOf(key)['201']?.headers?.['Idempotent-Replayed'], key).toEqual(headerRef('IdempotentReplayed'));
      expect(responsesOf(key)['422']?.description, key).toContain('Idempotency-Key');
    }
  });

  it('Content-Disposition (attachment) and X-Content-Type-Options: nosniff on the download', () => {
    expect(responsesOf('offers.getDocument')['200']?.headers).toMatchObject({
      'Content-Disposition': headerRef('ContentDisposition'),
      'X-Content-Type-Options': headerRef('NoSniff'),
    });
  });
});

describe('security', () => {
  it('is the session cookie offerdesk_session', () => {
    expect(document.components.securitySchemes).toEqual({
      cookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'offerdesk_session' }),
    });
  });

  it.each(ROUTES.map((entry) => [entry.key, entry] as const))('%s: security from metadata.auth', (_key, { route }) => {
    const expected = { public: [], optional: [{}, { cookie: [] }], session: [{ cookie: [] }] }[metadataOf(route).auth];
    expect(operationOf(route).security).toEqual(expected);
  });

  it('documents Set-Cookie setting the session on every login kind, clearing it on logout, and clearing a stale cookie on any other answer', () => {
    const stale = JSON.stringify({ $ref: '#/components/headers/StaleSessionCookieCleared' });
    const withCookie = ROUTES.flatMap(({ key, route }) =>
      Object.entries(operationOf(route).responses).flatMap(([status, response]) => {
        const cookie = JSON.stringify(response.headers?.['Set-Cookie']);
        expect(cookie, `${key} ${status}`).toBeDefined();
        return cookie === stale ? [] : [`${key} ${status} ${cookie}`];
      }),
    );
    const set = (key: string, status: number) => `${key} ${status} {"$ref":"#/components/headers/SessionCookieSet"}`;
    expect(withCookie.sort()).toEqual(
      [
        set('auth.login', 200),
        set('auth.loginWithGoogle', 200),
        set('auth.loginWithToken', 200),
        set('auth.signupAgent', 201),
        set('invitations.authorize', 200),
        set('invitations.signup', 201),
        'auth.logout 200 {"$ref":"#/components/headers/SessionCookieCleared"}',
      ].sort(),
    );
  });
});

describe('request bodies', () => {
  /** The media types each file part takes, as its encoding lists them. */
  const FILE_TYPES = {
    photo: { propertyImage: { contentType: 'image/png, image/jpeg' } },
    documents: { documents: { contentType: DOCUMENT_TYPES.join(', ') } },
  };
  const multipartRoutes = ROUTES.filter(({ route }) => isMultipart(route));

  it.each(multipartRoutes.map((entry) => [entry.key, entry] as const))(
    '%s: multipart, JSON-encoded parts, files as bytes',
    (_key, { route }) => {
      const media = operationOf(route).requestBody?.content['multipart/form-data'];
      expect(media).toBeDefined();
      const properties = media!.schema.properties as Record<string, Record<string, unknown>>;
      const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
      const fileFields = Object.entries(properties).filter(
        ([, schema]) =>
          schema.contentMediaType || (schema.items as Record<string, unknown> | undefined)?.contentMediaType,
      );
      expect(fileFields.length, 'every multipart body carries a file or a list of files').toBeGreaterThan(0);
      for (const [name, schema] of fileFields) {
        expect(schema.type === 'array' ? schema.items : schema, name).toMatchObject(binary);
      }
      const jsonParts = Object.keys(properties).filter((name) => !fileFields.some(([file]) => file === name));
      expect(media!.encoding).toEqual({
        ...Object.fromEntries(jsonParts.map((name) => [name, { contentType: 'application/json' }])),
        ...FILE_TYPES[route.path.includes('/offers') ? 'documents' : 'photo'],
      });
    },
  );

  it('offers carry their documents as a list of files (repeated parts)', () => {
    const media = operationOf(ROUTES.find(({ key }) => key === 'offers.create')!.route).requestBody!.content[
      'multipart/form-data'
    ]!;
    expect((media.schema.properties as Record<string, unknown>).documents).toMatchObject({
      type: 'array',
      items: { type: 'string', contentMediaType: 'application/octet-stream' },
    });
  });
});

describe('the document download', () => {
  it('answers the file itself, of any type', () => {
    const ok = operationOf(ROUTES.find(({ key }) => key === 'offers.getDocument')!.route).responses['200'];
    expect(ok?.content).toEqual({ '*/*': {} });
  });
});

describe('query parameters', () => {
  const parameter = (key: string, name: string) =>
    operationOf(ROUTES.find((entry) => entry.key === key)!.route).parameters?.find(
      (candidate) => candidate.name === name,
    );

  it.each([
    ['listings.list', 'status', 'ListingStatus'],
    ['offers.listForListing', 'financingType', 'FinancingType'],
  ])('%s: %s is a comma-separated array of %s', (key, name, enumeration) => {
    expect(parameter(key, name)).toMatchObject({
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { $ref: `#/components/schemas/${enumeration}` } },
    });
  });

  it('listings take perPage 12, 24 or 48', () => {
    expect(parameter('listings.list', 'perPage')?.schema).toEqual({
      type: 'integer',
      enum: [...enums.LISTING_PAGE_SIZES],
      default: 12,
    });
    expect(parameter('listings.listPublic', 'perPage')?.schema).toEqual({
      type: 'integer',
      enum: [...enums.LISTING_PAGE_SIZES],
      default: 12,
    });
  });

  it.each([
    ['listings.list', 'sort', 'ListingSort'],
    ['listings.list', 'sortBy', 'ListingSortBy'],
    ['listings.list', 'sortDirection', 'SortDirection'],
    ['offers.listForListing', 'sortBy', 'OfferSortBy'],
    ['offers.listForListing', 'sortDirection', 'SortDirection'],
  ])('%s: the sort option %s is the enumeration %s', (key, name, enumeration) => {
    expect(parameter(key, name)?.schema).toMatchObject({ $ref: `#/components/schemas/${enumeration}` });
  });

  it.each([
    ['listings.list', LISTING_DEFAULTS],
    ['listings.listPublic', { page: 1, perPage: 12 }],
    ['listings.logs', { page: 1, perPage: 20 }],
    ['offers.listForListing', OFFER_DEFAULTS],
    ['offers.versions', { page: 1, perPage: 10 }],
    ['offers.logs', { page: 1, perPage: 10 }],
  ])('%s: states the default of every parameter that has one', (key, defaults) => {
    const stated = Object.fromEntries(
      (operationOf(ROUTES.find((entry) => entry.key === key)!.route).parameters ?? []).flatMap((p) =>
        p.schema.default === undefined ? [] : [[p.name, p.schema.default]],
      ),
    );
    expect(stated).toEqual(defaults);
  });

  it('the offers to compare travel as ids[] (repeated), each an Id', () => {
    expect(parameter('offers.compareList', 'ids[]')).toMatchObject({
      style: 'form',
      explode: true,
      schema: { type: 'array', items: { $ref: '#/components/schemas/Id' } },
    });
  });
});

describe('named schemas', () => {
  it.each(['Listing', 'Offer', 'User', 'Account', 'Envelope', 'Page', 'ErrorBody', 'ValidationErrorBody'])(
    '%s is a component',
    (name) => {
      expect(schemas[name]).toBeDefined();
    },
  );

  it("an offer's versions are OfferVersions, each an Offer as that version made it", () => {
    expect(schemas.OfferVersion).toMatchObject({ $ref: '#/components/schemas/Offer' });
    const page = JSON.stringify(
      operationOf(ROUTES.find(({ key }) => key === 'offers.versions')!.route).responses['200'],
    );
    expect(page).toContain('"#/components/schemas/OfferVersion"');
  });

  it('every enumeration of the contract the API reads or answers is a component with its values', () => {
    const missing: string[] = [];
    for (const [name, value] of Object.entries(enums)) {
      if (!(value instanceof z.ZodEnum)) continue;
      const component = name.replace(/Schema$/, '');
      if (schemas[component])
        expect(schemas[component], component).toMatchObject({ type: 'string', enum: value.options });
      else missing.push(component);
    }
    // The client's own names for the offer sorts: they travel as sortBy and sortDirection (OFFER_SORTS).
    expect(missing).toEqual(['OfferSort']);
  });

  it('an answer is the Envelope around its body, a list is a Page of its items', () => {
    const ok = operationOf(ROUTES.find(({ key }) => key === 'listings.list')!.route).responses['200'];
    expect(ok).toMatchObject({
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/Envelope' },
              {
                properties: {
                  body: {
                    allOf: [
                      { $ref: '#/components/schemas/Page' },
                      { properties: { data: { items: { $ref: '#/components/schemas/Listing' } } } },
                    ],
                  },
                },
              },
            ],
          },
        },
      },
    });
  });
});

describe('ids', () => {
  it('are one schema, Id: a number or its digits, with no branches a value could match twice', () => {
    expect(schemas.Id).toMatchObject({ type: ['integer', 'string'], exclusiveMinimum: 0, pattern: '^[1-9]\\d{0,14}$' });
    expect(JSON.stringify(schemas.Id)).not.toMatch(/"(anyOf|oneOf|allOf)"/);
  });

  it('every id in a path is that schema', () => {
    const idParameters = ROUTES.flatMap(({ route }) =>
      (operationOf(route).parameters ?? []).filter((p) => p.in === 'path' && /^(id|\w+Id)$/.test(p.name)),
    );
    expect(idParameters.length).toBeGreaterThan(20);
    for (const p of idParameters) expect(p.schema, p.name).toEqual({ $ref: '#/components/schemas/Id' });
  });
});
