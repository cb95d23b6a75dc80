import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/*
 * The OpenAPI document as the fuzzer reads it: its operations with their
 * parameters, body, answers and rules, every reference resolved, and Ajv
 * (JSON Schema 2020-12) compiling any of its schemas. Nothing here knows the
 * API beyond the document.
 */

export type Schema = { [keyword: string]: unknown };

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  style?: string;
  explode?: boolean;
  schema: Schema;
};

export type Media = { schema?: Schema; encoding?: Record<string, { contentType?: string }> };

type Header = { required?: boolean; schema?: Schema };

export type Answer = { content?: Record<string, Media>; headers?: Record<string, Header> };

export type Operation = {
  id: string;
  method: string;
  /** The document's path template: /api/v1/listing/{id}. */
  path: string;
  parameters: Parameter[];
  body?: { required: boolean; mediaType: string; media: Media };
  answers: Record<string, Answer>;
  /** [] allows anonymous calls; any other entry names the security scheme needed. */
  security: Record<string, unknown>[];
  rules: string[];
};

export type OpenApiIndex = {
  operations: Operation[];
  /** The session cookie's name (the cookie security scheme). */
  sessionCookie: string | undefined;
  resolve: (schema: Schema) => Schema;
  /** A validator for a schema of the document (or built from its pieces); compiled once per schema object. */
  validator: (schema: Schema) => ValidateFunction;
  /** The same, for parameters: their text read as the schema's type (OpenAPI's reading of "12" for an integer). */
  parameterValidator: (schema: Schema) => ValidateFunction;
  /** What the last validation with this function refused, in words. */
  errorText: (validate: ValidateFunction) => string;
};

const DOCUMENT_ID = 'https://fuzz.offerdesk.test/openapi.json';
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document with every local $ref made absolute, so that a schema taken out of it still resolves. */
const absoluteRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' && item.startsWith('#') ? `${DOCUMENT_ID}${item}` : absoluteRefs(item),
    ]),
  );
};

const pointerGet = (root: Schema, ref: string): unknown => {
  const pointer = ref.slice(ref.indexOf('#') + 1);
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), root);
};

const newAjv = (coerceTypes: boolean) => {
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes });
  addFormats(ajv);
  return ajv;
};

export const indexDocument = (raw: unknown): OpenApiIndex => {
  const document = absoluteRefs(raw) as Schema;
  const ajv = newAjv(false);
  const coercing = newAjv(true);
  for (const instance of [ajv, coercing]) instance.addSchema({ ...document, $id: DOCUMENT_ID });

  /** A $ref'd object (a schema, a parameter, an answer, a header) as what it refers to, its own keywords kept. */
  const resolve = <T extends Schema>(node: T): T => {
    let current: Schema = node;
    for (let depth = 0; typeof current.$ref === 'string' && depth < 32; depth += 1) {
      const { $ref, ...own } = current;
      const target = pointerGet(document, $ref as string);
      if (!isObject(target)) throw new Error(`Unresolved reference ${String($ref)}`);
      current = { ...target, ...own };
    }
    return current as T;
  };

  const compiled = new WeakMap<Schema, ValidateFunction>();
  const compiledForParameters = new WeakMap<Schema, ValidateFunction>();
  const compileWith = (instance: Ajv2020, cache: WeakMap<Schema, ValidateFunction>) => (schema: Schema) => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = instance.compile(schema);
      cache.set(schema, validate);
    }
    return validate;
  };

  const operations: Operation[] = [];
  const paths = (document.paths ?? {}) as Record<string, Schema>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const parameters = ((operation.parameters ?? []) as Schema[]).map((parameter) => resolve(parameter) as Parameter);
      const requestBody = isObject(operation.requestBody) ? resolve(operation.requestBody) : undefined;
      const [mediaType, media] = Object.entries((requestBody?.content ?? {}) as Record<string, Media>)[0] ?? [];
      const answers = Object.fromEntries(
        Object.entries((operation.responses ?? {}) as Record<string, Schema>).map(([status, answer]) => {
          const resolved = resolve(answer) as Answer;
          const headers = Object.fromEntries(
            Object.entries(resolved.headers ?? {}).map(([name, header]) => [name, resolve(header as Schema) as Header]),
          );
          return [status, { ...resolved, headers }];
        }),
      );
      operations.push({
        id: String(operation.operationId ?? `${method} ${path}`),
        method: method.toUpperCase(),
        path,
        parameters,
        ...(mediaType && media && { body: { required: requestBody?.required === true, mediaType, media } }),
        answers,
        security: (operation.security ?? document.security ?? []) as Record<string, unknown>[],
        rules: (operation['x-offerdesk-rules'] ?? []) as string[],
      });
    }
  }

  const schemes = ((document.components as Schema | undefined)?.securitySchemes ?? {}) as Record<string, Schema>;
  const cookieScheme = Object.values(schemes).find((scheme) => scheme.type === 'apiKey' && scheme.in === 'cookie');

  return {
    operations,
    sessionCookie: cookieScheme?.name as string | undefined,
    resolve,
    validator: compileWith(ajv, compiled),
    parameterValidator: compileWith(coercing, compiledForParameters),
    errorText: (validate) => ajv.errorsText(validate.errors),
  };
};

/** Whether the operation can be called without a session (its security allows no scheme). */
export const allowsAnonymous = (operation: Operation): boolean =>
  operation.security.length === 0 || operation.security.some((requirement) => Object.keys(requirement).length === 0);
