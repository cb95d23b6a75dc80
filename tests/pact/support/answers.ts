import type { PactV4 } from '@pact-foundation/pact';
import type { AppRoute } from '@ts-rest/core';
import type { JsonSchema } from '../../../scripts/openapi/json-schema';
import {
  documentedResponse,
  isRequiredValue,
  RFC3339_DATE_TIME,
  splitNull,
  wholeValuePattern,
  type DocumentedResponse,
} from './document-schemas';

/*
 * What the provider answers, in the pact: `answer(route, status, example)`.
 * The example is a plain value; its matchers come from the OpenAPI
 * document's schema for that route and status (document-schemas.ts), never
 * from the example, so the pact asks no more than the document:
 *
 * - a string is any string, unless the document gives it a pattern (a regex,
 *   matched on the whole value as Pact does), a `date-time` format (RFC 3339,
 *   any number of fractional digits) or an enumeration;
 * - an integer is an integer, a number any number, a boolean a boolean;
 * - an array is "each like" its first item, with the document's minimum
 *   (none, unless it says one), so an empty array passes;
 * - a field the document lets be null or absent is LEFT OUT: Pact cannot say
 *   "T or null" in a way every Pact core reads (decision 0041), and the pact
 *   must not demand what the document does not promise;
 * - `exact(value)` keeps a value as it is, and `promised(value)` keeps a field
 *   the document lets be absent or null (and an array at least as long as
 *   the example): both say what this interaction's answer holds because of
 *   its provider state (the new team admin's role is "admin"; a 403 that
 *   starts the verification carries `challenges`; a page of the state's data
 *   has an item), not its format;
 * - headers are the ones the document requires for that answer, and the
 *   content type of its content.
 */

const EXACT = Symbol('exact');
const PROMISED = Symbol('promised');
type Marked = { [EXACT]?: unknown; [PROMISED]?: unknown };

/** Keep this value as it is: the provider must answer exactly this. */
export const exact = <T>(value: T): T => ({ [EXACT]: value }) as unknown as T;

/** This interaction's state guarantees the value: present, not null, an array with the example's items (its format still comes from the document). */
export const promised = <T>(value: T): T => ({ [PROMISED]: value }) as unknown as T;

const isMarked = (value: unknown, mark: symbol): value is Marked =>
  typeof value === 'object' && value !== null && mark in value;

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const regex = (pattern: string, example: unknown, where: string) => {
  if (typeof example !== 'string' || !new RegExp(pattern).test(example))
    throw new Error(`${where}: the example ${JSON.stringify(example)} does not match the document's ${pattern}`);
  return { 'pact:matcher:type': 'regex', regex: pattern, value: example };
};

const typed = (type: string, example: unknown) => ({ 'pact:matcher:type': type, value: example });

const shapeObject = (schema: JsonSchema, example: object, where: string): Record<string, unknown> => {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const additional =
    typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as JsonSchema) : undefined;
  const shaped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(example)) {
    if (value === undefined) continue;
    const property = properties[key] ?? additional;
    if (!property) throw new Error(`${where}.${key} is not in the document`);
    if (isMarked(value, PROMISED)) shaped[key] = shapePromised(property, value[PROMISED], `${where}.${key}`);
    else if (isMarked(value, EXACT) || !(key in properties) || isRequiredValue(schema, key))
      shaped[key] = shapeValue(property, value, `${where}.${key}`);
  }
  return shaped;
};

/** A promised value: there and not null, and an array has at least the example's items. */
const shapePromised = (schema: JsonSchema, example: unknown, where: string): unknown => {
  if (example === null || example === undefined) throw new Error(`${where}: a promised value is a value`);
  const shaped = shapeValue(splitNull(schema).inner ?? schema, example, where);
  if (!Array.isArray(example)) return shaped;
  if (example.length === 0) throw new Error(`${where}: a promised array has an item`);
  return { ...(shaped as object), min: Math.max(example.length, (shaped as { min: number }).min) };
};

/** The pact's template of one value: the example with the document's matchers (see the top of this file). */
const shapeValue = (schema: JsonSchema, example: unknown, where: string): unknown => {
  if (isMarked(example, EXACT)) return example[EXACT];
  if (typeof example === 'object' && example !== null && 'pact:matcher:type' in example)
    throw new Error(`${where}: an answer's matchers come from the document; give a plain example`);
  const { nullable, inner } = splitNull(schema);
  if (example === null) {
    if (nullable) return null;
    throw new Error(`${where}: null, but the document does not allow null`);
  }
  if (!inner) throw new Error(`${where}: the document allows only null here`);
  if ('const' in inner) {
    if (inner.const !== example) throw new Error(`${where}: the document's value is ${JSON.stringify(inner.const)}`);
    return example;
  }
  if (Array.isArray(inner.enum))
    return regex(`^(${(inner.enum as string[]).map(escapeRegex).join('|')})$`, example, where);
  if (Array.isArray(example)) {
    const items = inner.items as JsonSchema;
    return {
      'pact:matcher:type': 'type',
      min: (inner.minItems as number | undefined) ?? 0,
      ...(typeof inner.maxItems === 'number' && { max: inner.maxItems }),
      value: example.length > 0 ? [shapeValue(items, example[0], `${where}[0]`)] : [],
    };
  }
  if (typeof example === 'object') return shapeObject(inner, example, where);
  switch (inner.type) {
    case 'string':
      if (typeof inner.pattern === 'string') return regex(wholeValuePattern(inner.pattern), example, where);
      if (inner.format === 'date-time') return regex(RFC3339_DATE_TIME, example, where);
      return typed('type', example);
    case 'integer':
      return typed('integer', example);
    case 'number':
      return typed('number', example);
    case 'boolean':
      return typed('boolean', example);
    default:
      throw new Error(`${where}: no matcher for the document's ${JSON.stringify(inner)}`);
  }
};

/** The success envelope: `{ success: true, body }`. */
export const envelope = <T>(body: T) => ({ success: true, body });

/** The failure envelope: `success: false`, a message, plus what the client reads (errors, challenges). */
export const failure = (extra: Record<string, unknown> = {}) => ({
  success: false,
  message: 'What went wrong, in words a user reads',
  ...extra,
});

/** Field errors as the client reads them: the named fields each carry a message. */
export const fieldErrors = (...fields: string[]): Record<string, string> =>
  Object.fromEntries(fields.map((field) => [field, 'This field is invalid']));

/** Examples of the headers the document requires; the first that fits the header's schema is used. */
const HEADER_EXAMPLES: Record<string, readonly string[]> = {
  'Set-Cookie': [
    'offerdesk_session=example-session; Path=/; SameSite=Lax; HttpOnly',
    'offerdesk_session=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly',
  ],
};

/** The one value a header's schema allows (`const`, or the first of an `enum`), if it names one. */
export const fixedValueOf = (schema: JsonSchema | undefined): string | undefined => {
  const value = schema?.const ?? (Array.isArray(schema?.enum) ? schema.enum[0] : undefined);
  return typeof value === 'string' ? value : undefined;
};

/** A header is text on the wire: an integer header (Retry-After) is matched as its digits. */
const headerTextSchema = (schema: JsonSchema | undefined): JsonSchema =>
  schema?.type === 'integer' ? { type: 'string', pattern: '^[0-9]+$' } : (schema ?? { type: 'string' });

/** The document's own example of a header, as the text a response carries. */
const documentExampleOf = (header: { example?: unknown }): string | undefined =>
  typeof header.example === 'string' || typeof header.example === 'number' ? String(header.example) : undefined;

const fits = (schema: JsonSchema | undefined, value: string): boolean =>
  typeof schema?.pattern !== 'string' || new RegExp(schema.pattern).test(value);

/** Content-Type: the document's media type, or for `*\/*` (a file in its own type) the file's. */
const contentTypeHeader = (documented: DocumentedResponse, fileType: string | undefined, where: string) => {
  const mediaType = documented.mediaType === '*/*' ? fileType : documented.mediaType;
  if (!mediaType) return {};
  if (fileType && fileType !== mediaType) throw new Error(`${where}: the document's content is ${mediaType}`);
  return { 'Content-Type': regex(`^${escapeRegex(mediaType)}(;.*)?$`, mediaType, `${where} Content-Type`) };
};

const documentedHeaders = (documented: DocumentedResponse, given: Record<string, string>, where: string) => {
  const unknown = Object.keys(given).filter((name) => !documented.headers[name]?.required);
  if (unknown.length > 0)
    throw new Error(`${where}: the document does not require the header(s) ${unknown.join(', ')}`);
  return Object.fromEntries(
    Object.entries(documented.headers)
      .filter(([, header]) => header.required)
      .map(([name, header]) => {
        const schema = headerTextSchema(header.schema);
        const example =
          given[name] ??
          fixedValueOf(schema) ??
          HEADER_EXAMPLES[name]?.find((value) => fits(schema, value)) ??
          documentExampleOf(header);
        if (example === undefined) throw new Error(`${where}: give an example of the required header ${name}`);
        return [name, shapeValue(schema, example, `${where} ${name}`)];
      }),
  );
};

type ResponseBuilderFunc = NonNullable<
  Parameters<ReturnType<ReturnType<PactV4['addInteraction']>['withRequest']>['willRespondWith']>[1]
>;
/** Header templates: values with matchers in Pact's integration JSON. */
type HeaderTemplates = Parameters<Parameters<ResponseBuilderFunc>[0]['headers']>[0];

type ResponseBuilder = Parameters<ResponseBuilderFunc>[0];

/**
 * An answer's status, and a builder that sets the headers the document requires (the content
 * type for `fileType`) and then the body `bodyOf` writes. `bodyOf` runs at once, so an example
 * the document refuses fails where the test declares it.
 */
const documentedAnswer = (
  route: AppRoute,
  status: number,
  headers: Record<string, string>,
  fileType: string | undefined,
  bodyOf: (documented: DocumentedResponse, where: string) => (builder: ResponseBuilder) => void,
): [number, ResponseBuilderFunc] => {
  const where = `${route.method} ${route.path} ${status}`;
  const documented = documentedResponse(route, status);
  const writeBody = bodyOf(documented, where);
  const allHeaders = {
    ...contentTypeHeader(documented, fileType, where),
    ...documentedHeaders(documented, headers, where),
  } as HeaderTemplates;
  return [
    status,
    (builder) => {
      builder.headers(allHeaders);
      writeBody(builder);
    },
  ];
};

/** `willRespondWith(...answer(route, status, example))`: a JSON answer (or none) shaped by the document. */
export const answer = (
  route: AppRoute,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): [number, ResponseBuilderFunc] =>
  documentedAnswer(route, status, headers, undefined, (documented, where) => {
    const template = body === undefined ? undefined : shapeValue(documented.schema ?? {}, body, `${where} body`);
    return (builder) => {
      if (template !== undefined) builder.jsonBody(template);
    };
  });

/** `willRespondWith(...fileAnswer(route, status, file))`: a file download, its bytes checked by their content type. */
export const fileAnswer = (
  route: AppRoute,
  status: number,
  file: { contentType: string; bytes: Buffer },
  headers: Record<string, string> = {},
): [number, ResponseBuilderFunc] =>
  documentedAnswer(route, status, headers, file.contentType, () => (builder) => {
    builder.body(file.contentType, file.bytes);
  });
