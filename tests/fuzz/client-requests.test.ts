import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FuzzFile } from './core/arbitraries';
import { classify } from './core/classify';
import { indexDocument, type Operation } from './core/openapi-index';
import type { WireRequest } from './core/wire';
import { readDocument } from './support/documents';

/*
 * The client sends what the document says: every request the app's own API
 * layer made in the Pact consumer tests (pacts/, the real client against
 * Pact's mock server) is one the document accepts, as the fuzzer judges a
 * request: parameters by their styles, JSON bodies, multipart parts by their
 * encoding (JSON values quoted, files as file parts of a listed type).
 */

type PactRequest = {
  method: string;
  path: string;
  query?: Record<string, string[]>;
  headers?: Record<string, string[]>;
  body?: { content: unknown; contentType: string; encoded?: string | boolean };
};

const PACT = path.resolve(import.meta.dirname, '../../pacts/OfferDesk-web-OfferDesk-api.json');
const interactions = (
  JSON.parse(readFileSync(PACT, 'utf8')) as { interactions: { description: string; request: PactRequest }[] }
).interactions;
const index = indexDocument(readDocument());

/** The operation of a method and path: the one with the fewest path parameters among those that match. */
const operationOf = ({ method, path: requestPath }: PactRequest): Operation | undefined =>
  index.operations
    .filter(
      (operation) =>
        operation.method === method &&
        new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(requestPath),
    )
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0];

const wireOf = async (request: PactRequest): Promise<WireRequest> => {
  const search = new URLSearchParams();
  for (const [name, values] of Object.entries(request.query ?? {}))
    for (const value of values) search.append(name, value);
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, values]) => [name.toLowerCase(), values.join(', ')]),
  );
  const wire: WireRequest = {
    method: request.method,
    target: `${request.path}${search.size > 0 ? `?${search}` : ''}`,
    headers,
  };
  if (!request.body) return wire;
  if (!request.body.contentType.startsWith('multipart/form-data'))
    return { ...wire, body: { kind: 'json', text: JSON.stringify(request.body.content) } };
  const bytes = Buffer.from(String(request.body.content), request.body.encoded === 'base64' ? 'base64' : 'utf8');
  const form = await new Response(bytes, { headers: { 'content-type': headers['content-type']! } }).formData();
  const parts = await Promise.all(
    [...form.entries()].map(async ([name, value]) =>
      typeof value === 'string'
        ? { name, text: value }
        : { name, file: new FuzzFile(value.name, value.type, new Uint8Array(await value.arrayBuffer())) },
    ),
  );
  return { ...wire, body: { kind: 'multipart', parts } };
};

describe("the client's requests, as its Pact consumer tests record them", () => {
  it('cover JSON and multipart bodies', () => {
    const types = new Set(interactions.map(({ request }) => request.body?.contentType.split(';')[0]));
    expect(types).toEqual(new Set([undefined, 'application/json', 'multipart/form-data']));
  });

  it.each(interactions.map(({ description, request }) => [description, request] as const))(
    '%s: the document accepts it',
    async (_description, request) => {
      const operation = operationOf(request);
      expect(operation, `${request.method} ${request.path}`).toBeDefined();
      expect(classify(index, operation!, await wireOf(request))).toEqual({ valid: true });
    },
  );
});
