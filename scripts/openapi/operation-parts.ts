import { ContractNoBody, type AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { commaListItemOf } from '../../contract/schemas/common';
import type { JsonSchema } from './json-schema';
import { bodyRuleKeywords } from './object-rule-keywords';
import { fileContentType, isFileSchema } from './schema-rules';

/*
 * An operation's parameters and request body, from its route's schemas.
 */

type Convert = (schema: z.ZodTypeAny) => JsonSchema;

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  style?: 'form' | 'simple';
  explode?: boolean;
  schema: JsonSchema;
  example?: unknown;
};

const asZod = (value: unknown): z.ZodTypeAny | undefined => (value instanceof z.ZodType ? value : undefined);

/** The schema under .optional() and .default(): what a present value must be. */
const unwrapOptional = (schema: z.ZodTypeAny): z.ZodTypeAny => {
  if (schema instanceof z.ZodOptional) return unwrapOptional(schema.unwrap() as z.ZodTypeAny);
  if (schema instanceof z.ZodDefault) return unwrapOptional(schema.removeDefault() as z.ZodTypeAny);
  return schema;
};

/** The value the API assumes when the field is left out (its .default()), or undefined. */
const defaultOf = (schema: z.ZodTypeAny): unknown => {
  if (schema instanceof z.ZodOptional) return defaultOf(schema.unwrap() as z.ZodTypeAny);
  if (schema instanceof z.ZodDefault) return (schema._def as { defaultValue: () => unknown }).defaultValue();
  return undefined;
};

const withDefault = (schema: JsonSchema, field: z.ZodTypeAny): JsonSchema => {
  const value = defaultOf(field);
  return value === undefined ? schema : { ...schema, default: value };
};

const unwrapEffects = (schema: z.ZodTypeAny): z.ZodTypeAny =>
  schema instanceof z.ZodEffects ? unwrapEffects(schema.innerType() as z.ZodTypeAny) : schema;

const shapeOf = (schema: unknown): z.ZodRawShape => {
  const zod = asZod(schema);
  const object = zod && unwrapEffects(zod);
  return object instanceof z.ZodObject ? (object.shape as z.ZodRawShape) : {};
};

/** The parameter's schema, with the description moved onto the parameter, where readers of a parameter look. */
const parameter = (
  base: Omit<Parameter, 'schema' | 'description'>,
  field: z.ZodTypeAny,
  schema: JsonSchema,
): Parameter => {
  const { description = field.description, ...rest } = schema;
  return { ...base, ...(typeof description === 'string' && { description }), schema: rest };
};

export const pathParameters = (route: AppRoute, convert: Convert): Parameter[] => {
  const shape = shapeOf(route.pathParams);
  return [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => {
    const field = shape[name!] ?? z.string();
    return parameter({ name: name!, in: 'path', required: true }, field, convert(unwrapOptional(field)));
  });
};

/**
 * Query parameters as the API reads them (mock-server/lib/request.ts): a
 * comma-separated list is one value (status=active,pending); any other array
 * is repeated with brackets, as the client sends it (ids[]=1&ids[]=2).
 */
export const queryParameters = (route: AppRoute, convert: Convert): Parameter[] =>
  Object.entries(shapeOf(route.query)).map(([name, field]) => {
    const required = !field.isOptional();
    const inner = unwrapOptional(field);
    const listItem = commaListItemOf(inner);
    if (listItem) {
      const items: JsonSchema = {
        type: 'array',
        minItems: 1,
        maxItems: listItem.options.length,
        uniqueItems: true,
        items: convert(listItem),
      };
      return parameter({ name, in: 'query', required, style: 'form', explode: false }, field, {
        ...items,
        description: inner.description,
      });
    }
    if (inner instanceof z.ZodArray) {
      return parameter(
        { name: `${name}[]`, in: 'query', required, style: 'form', explode: true },
        field,
        convert(inner),
      );
    }
    return parameter({ name, in: 'query', required }, field, withDefault(convert(inner), field));
  });

export const headerParameters = (route: AppRoute, convert: Convert): Parameter[] =>
  Object.entries(shapeOf(route.headers)).map(([name, field]) =>
    parameter({ name, in: 'header', required: !field.isOptional() }, field, convert(unwrapOptional(field))),
  );

export type RequestBody = {
  required: boolean;
  description?: string;
  content: Record<
    string,
    { schema: JsonSchema; encoding?: Record<string, { contentType: string }>; example?: unknown }
  >;
};

export const isMultipart = (route: AppRoute): boolean =>
  'contentType' in route && route.contentType === 'multipart/form-data';

const MULTIPART_DESCRIPTION =
  'multipart/form-data (contract/multipart.ts): every value is one part holding its JSON (a string in quotes, null as the text null, an array or object as one JSON text); a file is a file part, and a list of files is one part per file under the same name. A value that is not JSON (cash for "cash") and text parts that repeat are a 400 saying how to send them.';

/**
 * A multipart body: the decoded value of each part, an encoding entry saying
 * that every part but a file is JSON, and files as their bytes.
 */
const multipartBody = (body: z.ZodTypeAny, convert: Convert): RequestBody => {
  const shape = shapeOf(body);
  const properties: Record<string, JsonSchema> = {};
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, field] of Object.entries(shape)) {
    properties[name] = convert(unwrapOptional(field));
    const contentType = isFileSchema(field) ? fileContentType(field) : 'application/json';
    if (contentType) encoding[name] = { contentType };
  }
  const required = Object.entries(shape)
    .filter(([, field]) => !field.isOptional())
    .map(([name]) => name);
  return {
    required: true,
    description: MULTIPART_DESCRIPTION,
    content: {
      'multipart/form-data': { schema: { type: 'object', properties, required, ...bodyRuleKeywords(body) }, encoding },
    },
  };
};

export const requestBody = (route: AppRoute, convert: Convert): RequestBody | undefined => {
  const body =
    route.method !== 'GET' && 'body' in route && route.body !== ContractNoBody ? asZod(route.body) : undefined;
  if (!body) return undefined;
  if (isMultipart(route)) return multipartBody(body, convert);
  return { required: !body.isOptional(), content: { 'application/json': { schema: convert(unwrapOptional(body)) } } };
};
