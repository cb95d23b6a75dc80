import type { AppRoute } from '@ts-rest/core';
import { buildOpenApiDocument, openApiPath, type OpenApiDocument } from '../../../scripts/openapi/document';
import type { JsonSchema } from '../../../scripts/openapi/json-schema';

/*
 * The OpenAPI document (docs/openapi.json, built here from the contract the
 * same way npm run contract:openapi writes it) as the pact reads it: what an
 * operation answers with a status, and its schemas with `$ref` and `allOf`
 * resolved. The pact's response matchers come from these schemas
 * (answers.ts), so the pact asks no more than the document says.
 */

let built: OpenApiDocument | undefined;

export const openApiDocument = (): OpenApiDocument => (built ??= buildOpenApiDocument());

/** The document's value at a `#/...` pointer. */
const atPointer = (ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], openApiDocument());

const derefOnce = <T>(value: T): T => {
  const ref = (value as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string') return value;
  const target = atPointer(ref);
  if (target === undefined) throw new Error(`The document has nothing at ${ref}`);
  return derefOnce(target as T);
};

const merge = (base: JsonSchema, next: JsonSchema): JsonSchema => ({
  ...base,
  ...next,
  properties: { ...(base.properties as object), ...(next.properties as object) },
  required: [...new Set([...((base.required as string[]) ?? []), ...((next.required as string[]) ?? [])])],
});

/** A schema with its `$ref` followed and its `allOf` merged into one object schema. */
export const resolveSchema = (schema: JsonSchema): JsonSchema => {
  const target = derefOnce(schema);
  const parts = target.allOf as JsonSchema[] | undefined;
  if (!parts) return target;
  const { allOf: _allOf, ...rest } = target;
  return parts.map(resolveSchema).reduce(merge, rest);
};

/** `T | null` split: whether null is allowed, and the schema of the other values (undefined when only null is). */
export const splitNull = (schema: JsonSchema): { nullable: boolean; inner: JsonSchema | undefined } => {
  const resolved = resolveSchema(schema);
  const type = resolved.type;
  if (type === 'null') return { nullable: true, inner: undefined };
  if (Array.isArray(type) && type.includes('null')) {
    const rest = type.filter((name) => name !== 'null');
    return { nullable: true, inner: { ...resolved, type: rest.length === 1 ? rest[0] : rest } };
  }
  const branches = resolved.anyOf as JsonSchema[] | undefined;
  if (branches?.some((branch) => resolveSchema(branch).type === 'null')) {
    const rest = branches.filter((branch) => resolveSchema(branch).type !== 'null');
    if (rest.length !== 1) throw new Error(`A union of ${rest.length} schemas besides null: ${JSON.stringify(schema)}`);
    return { nullable: true, inner: resolveSchema(rest[0]!) };
  }
  return { nullable: false, inner: resolved };
};

/** Whether an object schema's property must be there and never null: only then may the pact demand it. */
export const isRequiredValue = (objectSchema: JsonSchema, key: string): boolean => {
  const property = (objectSchema.properties as Record<string, JsonSchema> | undefined)?.[key];
  return (
    property !== undefined &&
    ((objectSchema.required as string[] | undefined) ?? []).includes(key) &&
    !splitNull(property).nullable
  );
};

type DocumentedHeader = { required?: boolean; schema?: JsonSchema; example?: unknown };

export type DocumentedResponse = {
  /** The media type of the content (`application/json`, `*\/*`); undefined for an answer without a body. */
  mediaType?: string;
  schema?: JsonSchema;
  /** Where the schema sits in the document (`#/paths/...` or `#/components/responses/...`), for a validator. */
  pointer?: string;
  headers: Record<string, DocumentedHeader>;
};

const pointerPart = (part: string): string => part.replaceAll('~', '~0').replaceAll('/', '~1');

/** What the document says the route answers with this status. */
export const documentedResponse = (route: AppRoute, status: number): DocumentedResponse => {
  const operation = openApiDocument().paths[openApiPath(route)]?.[route.method.toLowerCase() as 'get'];
  if (!operation) throw new Error(`The document has no ${route.method} ${openApiPath(route)}`);
  const declared = operation.responses[String(status)];
  if (!declared) throw new Error(`The document gives ${operation.operationId} no ${status} answer`);
  const base =
    (declared as { $ref?: string }).$ref ??
    `#/paths/${pointerPart(openApiPath(route))}/${route.method.toLowerCase()}/responses/${status}`;
  const response = derefOnce(declared) as {
    content?: Record<string, { schema?: JsonSchema }>;
    headers?: Record<string, DocumentedHeader>;
  };
  const [mediaType, content] = Object.entries(response.content ?? {})[0] ?? [];
  return {
    mediaType,
    schema: content?.schema,
    pointer: mediaType ? `${base}/content/${pointerPart(mediaType)}/schema` : undefined,
    headers: Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([name, header]) => [name, derefOnce(header)]),
    ),
  };
};

/**
 * A JSON Schema `pattern` as Pact reads a regex. JSON Schema patterns match
 * anywhere in the value (`^attachment; filename=` is a prefix); Pact's cores
 * match the whole value, so whatever the pattern leaves open on either side
 * is opened with `.*`.
 */
export const wholeValuePattern = (pattern: string): string => {
  const anchoredStart = pattern.startsWith('^');
  const anchoredEnd = pattern.endsWith('$') && !pattern.endsWith('\\$');
  const core = pattern.slice(anchoredStart ? 1 : 0, anchoredEnd ? -1 : undefined);
  const body = core.includes('|') ? `(?:${core})` : core;
  return `^${anchoredStart ? '' : '.*'}${body}${anchoredEnd ? '' : '.*'}$`;
};

/**
 * `format: date-time` of the document: an RFC 3339 date-time, any number of
 * fractional digits (Go writes 9), `Z` or an offset, either case.
 */
export const RFC3339_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$';
