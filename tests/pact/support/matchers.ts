import { MatchersV3 } from '@pact-foundation/pact';
import type { AppRoute } from '@ts-rest/core';
import type { z } from 'zod';
import { SESSION_COOKIE } from '../../../scripts/pact/config';

/*
 * Matchers for the OfferDesk pact: the pact says what the client needs
 * (types, formats, enumerations), never the seeded values of one database.
 *
 * `shape(example)` turns a plain example into matchers, leaf by leaf:
 * integers are `integer`, money `number` (a price may come with or without
 * cents), booleans `boolean`, ISO dates and date-times, phone numbers and
 * links a `regex`, other strings `like`; a non-empty array is `eachLike` of
 * its first item. A `null` or an empty array is LEFT OUT: Pact cannot say
 * "a string or null", and a nullable field's value depends on the data, so
 * the pact does not pin it. `exact(value)` keeps a value as it is (equality:
 * `success: true`, a `null` body the client relies on).
 */

type MatcherObject = { 'pact:matcher:type': string; [key: string]: unknown };

const EXACT = Symbol('exact');
type Exact = { [EXACT]: unknown };

/** Keep this value as it is: the provider must answer exactly this. */
export const exact = <T>(value: T): T => ({ [EXACT]: value }) as unknown as T;

const isExact = (value: unknown): value is Exact => typeof value === 'object' && value !== null && EXACT in value;

const isMatcher = (value: unknown): value is MatcherObject =>
  typeof value === 'object' && value !== null && 'pact:matcher:type' in value;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\([1-9]\d{2}\) \d{3}-\d{4}$/;
/** An http(s) URL or a path on the site (contract: LinkSchema). */
const LINK = /^(https?:\/\/\S+|\/(?!\/)\S*)$/;
/** A link or an inline PNG/JPEG/SVG (contract: ImageSourceSchema). */
const IMAGE_SOURCE = /^(https?:\/\/\S+|\/(?!\/)\S*|data:image\/(png|jpeg|svg\+xml);base64,\S+)$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[1-9]\d*$/;

/** Money in dollars: an integer or not, so `number`, never `integer` or `decimal`. */
const MONEY_KEYS = new Set([
  'purchasePrice',
  'sellerPaidClosingCostsOnBehalfOfBuyer',
  'buyerAppraisalGapCoverage',
  'escalationClauseMaximumPurchasePrice',
  'escalationClauseAmountToExceedNextOfferBy',
  'earnestMoneyAmount',
  'homeWarrantyCost',
  'listingAgentCustomCommission',
  'subtractFromMortage',
]);

const LINK_KEYS = new Set(['url', 'downloadUrl']);

/** Pact's regex matcher must match the WHOLE value (anchor and cover it all: `(;.*)?$`). */
const regex = (pattern: RegExp, example: string) => MatchersV3.regex(pattern, example);

/** One of an enumeration of the contract, as a regex: a new value the client cannot show breaks the pact. */
export const oneOf = <T extends string>(schema: z.ZodEnum<[T, ...T[]]>, example: T): T =>
  MatchersV3.regex(
    new RegExp(`^(${schema.options.map((option) => option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`),
    example,
  ) as unknown as T;

const shapeString = (key: string | undefined, value: string): unknown => {
  if (DATE_TIME.test(value)) return regex(DATE_TIME, value);
  if (DATE.test(value)) return regex(DATE, value);
  if (PHONE.test(value)) return regex(PHONE, value);
  if (key === 'slug') return regex(SLUG, value);
  if (key !== undefined && LINK_KEYS.has(key)) return regex(value.startsWith('data:') ? IMAGE_SOURCE : LINK, value);
  return MatchersV3.like(value);
};

const shapeValue = (key: string | undefined, value: unknown): unknown => {
  if (isExact(value)) return value[EXACT];
  if (isMatcher(value)) return value;
  if (typeof value === 'string') return shapeString(key, value);
  if (typeof value === 'number') {
    if (key !== undefined && MONEY_KEYS.has(key)) return MatchersV3.number(value);
    return Number.isInteger(value) ? MatchersV3.integer(value) : MatchersV3.decimal(value);
  }
  if (typeof value === 'boolean') return MatchersV3.boolean(value);
  if (Array.isArray(value)) return MatchersV3.eachLike(shapeValue(key, value[0]));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== null && item !== undefined && !(Array.isArray(item) && item.length === 0))
        .map(([name, item]) => [name, shapeValue(name, item)]),
    );
  }
  throw new Error(`shape(): no matcher for ${String(value)}${key ? ` at ${key}` : ''}`);
};

/** Matchers for an example body (see the top of this file). */
export const shape = <T>(example: T): T => shapeValue(undefined, example) as T;

/** The success envelope of docs/contract.md: `success` is exactly true, the body is shaped. */
export const envelope = <T>(body: T) => ({ success: true, body: shape(body) });

/** The failure envelope: `success` exactly false, any message, plus what the client reads (errors, challenges). */
export const failure = (extra: Record<string, unknown> = {}) => ({
  success: false,
  message: MatchersV3.like('What went wrong, in words a user reads'),
  ...extra,
});

/** Field errors as the client reads them: the named fields each carry a message. */
export const fieldErrors = (...fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, MatchersV3.like('This field is invalid')]));

/*
 * Provider-state values. The ids, tokens and codes a request needs come from
 * the provider state (POST /__mock/provider-states answers them); in the pact
 * they are Pact "provider state injected values": an expression such as
 * `${listingId}` and an example. The consumer test sends the example; the
 * verifier sends the provider's value.
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
 * `Cookie: offerdesk_session=<token>`; the pact holds a regex, and the
 * verifier's request filter puts the session of the interaction's "... is
 * signed in" state in its place.
 */
const EXAMPLE_SESSION_TOKEN = 'od.1.1.5e55104e';
export const sessionCookieHeader = (): string => `${SESSION_COOKIE}=${EXAMPLE_SESSION_TOKEN}`;
const SESSION_COOKIE_REQUEST = new RegExp(`^(.*;\\s*)?${SESSION_COOKIE}=[^;\\s]+(;.*)?$`);
export const sessionCookie = () => ({ Cookie: regex(SESSION_COOKIE_REQUEST, sessionCookieHeader()) });

/** A login answer sets the session cookie: `offerdesk_session=<token>; Path=/; ...`. */
export const setsSessionCookie = () => ({
  'Set-Cookie': regex(
    new RegExp(`^${SESSION_COOKIE}=[^;\\s]+(;.*)?$`),
    `${SESSION_COOKIE}=${EXAMPLE_SESSION_TOKEN}; Path=/; SameSite=Lax; HttpOnly`,
  ),
});

/** A logout clears it: an empty value that expires now. */
export const clearsSessionCookie = () => ({
  'Set-Cookie': regex(
    new RegExp(`^${SESSION_COOKIE}=;.*([Mm]ax-[Aa]ge=0|[Ee]xpires=Thu, 01 Jan 1970).*$`),
    `${SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly`,
  ),
});

export const JSON_CONTENT_TYPE = { 'Content-Type': regex(/^application\/json(;.*)?$/, 'application/json') };
