import { ContractNoBody, type AppRoute } from '@ts-rest/core';
import type { RouteAuth } from '../../../contract/metadata';
import { CONTRACT_ROUTES, type RouteKey } from '../../../contract/route-keys';
import { errorCasesOf } from '../../../contract/statuses';
import { resetMock } from '../../../mock-server/handlers/controls/reset';
import { installMockBackend } from '../../../mock-server/install';
import { runtimeOptions } from '../../../mock-server/lib/runtime';
import { createUniverseScope, setUniverseResolver } from '../../../mock-server/state/universe-local';
import { EXAMPLE_CALLS, type ExampleCall } from './example-calls';
import { call, sessionCookieOf, type Answer, type CallParts } from './run-call';

/*
 * The document's examples, drawn from the demo scenario: each operation's
 * example call (example-calls.ts) answered by the mock in this process, in a
 * universe of its own that starts afresh, so that the same calls give the
 * same examples on every run (the mock owns its clock; ids follow the seed).
 * Besides the error calls the catalogue names, every operation shows the
 * errors its shape earns: no session (401), an empty body (400), an unknown
 * id in the path (404), where the operation declares them.
 */

type RequestExample = {
  params: Record<string, string | number>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
};

export type OperationExamples = { request: RequestExample; responses: Record<number, unknown> };

export type DocumentExamples = Record<RouteKey, OperationExamples>;

const UNKNOWN_ID = 999_999_999;

/** A file part as an example shows it: its name, type and size (the bytes themselves are no JSON). */
const shownBody = (value: unknown): unknown => {
  if (value instanceof File) return `(a file: ${value.name}, ${value.type}, ${value.size} bytes)`;
  if (Array.isArray(value)) return value.map(shownBody);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shownBody(item)]));
  return value;
};

const requestOf = (parts: CallParts): RequestExample => ({
  params: { ...parts.params },
  query: { ...parts.query },
  headers: { ...parts.headers },
  ...(parts.body !== undefined && { body: shownBody(parts.body) }),
});

const authOf = (route: AppRoute): RouteAuth =>
  ((route.metadata as { auth?: RouteAuth } | undefined)?.auth ?? 'session') as RouteAuth;

const hasBody = (route: AppRoute): boolean =>
  route.method !== 'GET' && 'body' in route && route.body !== ContractNoBody;

/** The error calls every operation of this shape gets, for the statuses it declares and the catalogue left unshown. */
const shapeErrors = (route: AppRoute, example: ExampleCall, parts: CallParts): (ExampleCall & { status: number })[] => {
  const declared = new Set(errorCasesOf(route).map(({ status }) => status));
  const recordParams = Object.keys(parts.params ?? {}).filter((name) => /^(id|\w+Id|slug)$/.test(name));
  return [
    ...(declared.has(401) && authOf(route) === 'session' ? [{ as: null, parts: () => parts, status: 401 }] : []),
    ...(declared.has(400) && hasBody(route)
      ? [{ as: example.as, parts: () => ({ ...parts, body: Array.isArray(parts.body) ? [] : {} }), status: 400 }]
      : []),
    ...(declared.has(404) && recordParams.length > 0
      ? [
          {
            as: example.as,
            parts: () => ({
              ...parts,
              params: {
                ...parts.params,
                ...Object.fromEntries(
                  recordParams.map((name) => [name, name === 'slug' ? 'no-such-listing' : UNKNOWN_ID]),
                ),
              },
            }),
            status: 404,
          },
        ]
      : []),
  ];
};

const run = async (route: AppRoute, example: ExampleCall): Promise<{ parts: CallParts; answer: Answer }> => {
  const cookie = example.as ? await sessionCookieOf(example.as) : null;
  const parts = await example.parts();
  return { parts, answer: await call(route, parts, cookie) };
};

const examplesOf = async (key: RouteKey, route: AppRoute): Promise<OperationExamples> => {
  const example = EXAMPLE_CALLS[key];
  const success = await run(route, example);
  if (success.answer.status >= 300)
    throw new Error(
      `${key}: the example call answered ${success.answer.status} ${JSON.stringify(success.answer.json)}`,
    );
  const responses: Record<number, unknown> = { [success.answer.status]: success.answer.json };
  for (const error of example.errors ?? []) {
    const { answer } = await run(route, error);
    if (answer.status !== error.status)
      throw new Error(`${key}: an example error call answered ${answer.status}, not ${error.status}`);
    responses[answer.status] ??= answer.json;
  }
  for (const error of shapeErrors(route, example, success.parts)) {
    if (error.status in responses) continue;
    const { answer } = await run(route, error);
    // Not every shape error happens (an empty body is a valid PATCH): only what the call got is shown.
    if (answer.status === error.status) responses[answer.status] = answer.json;
  }
  const shown = example.shown ?? {};
  return {
    request: requestOf({ ...success.parts, ...shown, headers: { ...success.parts.headers, ...shown.headers } }),
    responses,
  };
};

/** Every operation's examples, one demo per domain (auth, account, ...), in router order. */
export const collectExamples = async (): Promise<DocumentExamples> => {
  installMockBackend();
  const cookieMode = runtimeOptions.cookieMode;
  runtimeOptions.cookieMode = 'header';
  const scope = createUniverseScope('openapi-examples');
  setUniverseResolver(() => scope);
  try {
    const examples: Partial<DocumentExamples> = {};
    let domain = '';
    for (const { key, route } of CONTRACT_ROUTES) {
      const next = key.split('.')[0]!;
      if (next !== domain) await resetMock({ scenario: 'demo', seed: 1 });
      domain = next;
      examples[key] = await examplesOf(key, route);
    }
    return examples as DocumentExamples;
  } finally {
    setUniverseResolver(null);
    runtimeOptions.cookieMode = cookieMode;
  }
};
