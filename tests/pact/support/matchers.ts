import type { AppRoute } from '@ts-rest/core';
import { SESSION_COOKIE } from '../../../scripts/pact/config';

/*
 * Matchers for the requests of the OfferDesk pact (what the client sends).
 * What the provider answers is built by answers.ts from the OpenAPI document.
 */

const ID = /^[1-9]\d*$/;

/*
 * Provider-state values. The session cookie, ids, tokens and codes a request
 * needs come from the provider state (its setup answers them); in the pact
 * they are Pact "provider state injected values" (pact-js's
 * `fromProviderState`): an expression such as `${listingId}` and an example.
 * The consumer test sends the example; every Pact verifier sends the
 * provider's value.
 */
export type FromState<T extends string | number> = { readonly key: string; readonly example: T };

export const fromState = <T extends string | number>(key: string, example: T): FromState<T> => ({ key, example });

const injected = (matcher: Record<string, unknown>, expression: string, example: unknown) => ({
  ...matcher,
  'pact:generator:type': 'ProviderState',
  expression,
  value: example,
});

/** A JSON body value from the provider state: an integer id, or any string (a token). */
export const stateValue = <T extends string | number>(value: FromState<T>): T =>
  injected(
    typeof value.example === 'number' ? { 'pact:matcher:type': 'integer' } : { 'pact:matcher:type': 'type' },
    `\${${value.key}}`,
    value.example,
  ) as unknown as T;

/** A query or header value from the provider state: ids must be ids, anything else any text. */
export const stateText = (value: FromState<string | number>) =>
  injected(
    typeof value.example === 'number'
      ? { 'pact:matcher:type': 'regex', regex: ID.source }
      : { 'pact:matcher:type': 'type' },
    `\${${value.key}}`,
    String(value.example),
  ) as unknown as string;

type PathParams = Record<string, string | number | FromState<string | number>>;

const paramPattern = (value: string | number | FromState<string | number>): string => {
  const example = typeof value === 'object' ? value.example : value;
  return typeof example === 'number' ? '[1-9]\\d*' : '[^/]+';
};

/**
 * The request path of a contract route, its `:params` filled in. A param from
 * the provider state makes the path an injected value with a regex matcher;
 * the regex keeps the route's shape, so the consumer test still fails when
 * the client calls another path.
 */
export const routePath = (route: AppRoute, params: PathParams = {}): string => {
  let example = route.path;
  let expression = route.path;
  let pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let fromProviderState = false;
  for (const [name, value] of Object.entries(params)) {
    const placeholder = `:${name}`;
    if (!route.path.includes(placeholder)) throw new Error(`routePath(): ${route.path} has no ${placeholder}`);
    const text = typeof value === 'object' ? String(value.example) : String(value);
    example = example.replace(placeholder, encodeURIComponent(text));
    pattern = pattern.replace(placeholder, paramPattern(value));
    if (typeof value === 'object') {
      fromProviderState = true;
      expression = expression.replace(placeholder, `\${${value.key}}`);
    } else {
      expression = expression.replace(placeholder, encodeURIComponent(text));
    }
  }
  if (/:[A-Za-z]/.test(example)) throw new Error(`routePath(): fill every param of ${route.path}`);
  if (!fromProviderState) return example;
  return injected({ 'pact:matcher:type': 'regex', regex: `^${pattern}$` }, expression, example) as unknown as string;
};

/** The example value of a path param, for the client call. */
export const exampleOf = <T extends string | number>(value: T | FromState<T>): T =>
  typeof value === 'object' ? value.example : value;

/*
 * The session cookie. A request made while signed in carries
 * `Cookie: offerdesk_session=<token>`: the consumer test sends an example
 * token, and the pact says `offerdesk_session=${sessionToken}`, the session
 * that the interaction's "... is signed in" state answers.
 */
const EXAMPLE_SESSION_TOKEN = 'example-session';
export const sessionCookieHeader = (): string => `${SESSION_COOKIE}=${EXAMPLE_SESSION_TOKEN}`;
const SESSION_COOKIE_REQUEST = `^(.*;\\s*)?${SESSION_COOKIE}=[^;\\s]+(;.*)?$`;
export const sessionCookie = () => ({
  Cookie: injected(
    { 'pact:matcher:type': 'regex', regex: SESSION_COOKIE_REQUEST },
    `${SESSION_COOKIE}=\${sessionToken}`,
    sessionCookieHeader(),
  ) as unknown as string,
});
