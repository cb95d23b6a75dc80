import fc from 'fast-check';
import { arbitraryFor, fileArbitrary, FuzzFile, type Generation } from './arbitraries';
import { equalFields } from './documented-rules';
import { invalidTextArbitrary, invalidValueArbitrary } from './invalid-values';
import type { Operation, Parameter, Schema } from './openapi-index';
import { viewOf, type SchemaView } from './schema-view';

/*
 * One request of an operation, before it is encoded for the wire: its
 * parameters by place, its body (JSON, or multipart parts' values with
 * files), and, for the encoding mistakes a client can make, multipart parts
 * sent as plain text. Positive requests are generated from the document's
 * schemas; negative ones are a positive request with one thing broken.
 */

export type FuzzRequest = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** undefined: no body. */
  body?: unknown;
  /** Multipart parts sent as this text instead of their value's JSON. */
  rawParts?: Record<string, string>;
  /** What was broken on purpose, for reports. */
  mutation?: string;
};

const parametersIn = (operation: Operation, place: Parameter['in']) =>
  operation.parameters.filter((parameter) => parameter.in === place);

/** Segments the same path's siblings use literally (listing/{id} beside listing/public): not an id to send. */
export const literalSiblings = (operations: readonly Operation[], operation: Operation): Set<string> => {
  const depth = operation.path.split('/').length;
  const literals = operations
    .filter((other) => other.path.split('/').length === depth)
    .flatMap((other) => other.path.split('/').filter((segment) => !segment.startsWith('{')));
  return new Set(literals);
};

/** A path segment no client sends as it is: empty, or one that URLs resolve away. */
const isSendableSegment = (text: string, literals: Set<string>) =>
  text !== '' && text !== '.' && text !== '..' && !literals.has(text);

/** Header values as HTTP carries them: printable ASCII, no white space at either end (it is not sent). */
const headerArbitrary = (view: SchemaView): fc.Arbitrary<string> => {
  const maxLength = Math.min((view.maxLength as number | undefined) ?? 64, 64);
  const minLength = (view.minLength as number | undefined) ?? 0;
  return fc
    .string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_."*/: '),
      minLength,
      maxLength,
    })
    .map((text) => text.trim());
};

const parameterArbitrary = (
  parameter: Parameter,
  generation: Generation,
  literals: Set<string>,
): fc.Arbitrary<unknown> => {
  if (parameter.in === 'header') return headerArbitrary(viewOf(parameter.schema, generation.index.resolve));
  const value = arbitraryFor(parameter.schema, generation, parameter.name.replace(/\[\]$/, ''));
  return parameter.in === 'path' ? value.filter((item) => isSendableSegment(String(item), literals)) : value;
};

/**
 * An optional parameter is left out three times in four: every filter a request carries narrows
 * a list, and one with all of them answers nothing to learn from (and no ids for later requests).
 */
const sometimes = (arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });

const partsArbitrary = (
  parameters: Parameter[],
  generation: Generation,
  literals: Set<string>,
): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .record(
      Object.fromEntries(
        parameters.map((parameter) => {
          const value = parameterArbitrary(parameter, generation, literals);
          return [parameter.name, parameter.required ? value : sometimes(value)];
        }),
      ),
    )
    .map((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)));

/** The media types a multipart file part takes, from its encoding ("image/png, image/jpeg"). */
const encodedTypes = (operation: Operation, name: string): string[] =>
  (operation.body?.media.encoding?.[name]?.contentType ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter((type) => type !== '' && type !== 'application/json');

const isFileSchema = (view: SchemaView, resolve: (schema: Schema) => Schema): 'one' | 'many' | undefined => {
  if (view.contentMediaType !== undefined) return 'one';
  const items = view.items ? viewOf(view.items as Schema, resolve) : undefined;
  return items?.contentMediaType !== undefined ? 'many' : undefined;
};

const bodyArbitrary = (operation: Operation, generation: Generation): fc.Arbitrary<unknown> => {
  const schema = operation.body?.media.schema ?? {};
  if (operation.body?.mediaType !== 'multipart/form-data') return arbitraryFor(schema, generation);
  // Multipart: files of the types the encoding lists; every other value as the schema says.
  const view = viewOf(schema, generation.index.resolve);
  const filesBy: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(view.properties ?? {})) {
    const kind = isFileSchema(viewOf(property, generation.index.resolve), generation.index.resolve);
    const files = fileArbitrary(encodedTypes(operation, name));
    if (kind === 'one') filesBy[name] = files;
    if (kind === 'many') filesBy[name] = fc.array(files, { minLength: 1, maxLength: 3 });
  }
  return fc
    .tuple(arbitraryFor(schema, generation) as fc.Arbitrary<Record<string, unknown>>, fc.record(filesBy))
    .map(([values, files]) => {
      const withFiles: Record<string, unknown> = { ...values };
      for (const name of Object.keys(files)) if (name in values) withFiles[name] = files[name];
      return withFiles;
    });
};

/** A body with the fields the operation's rules say must be equal made equal (a password typed twice). */
const withEqualFields = (operation: Operation, body: unknown): unknown => {
  const pairs = equalFields(operation.rules);
  if (pairs.length === 0 || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy = { ...(body as Record<string, unknown>) };
  for (const [field, to] of pairs) if (to in copy) copy[field] = copy[to];
  return copy;
};

export const positiveRequestArbitrary = (
  operation: Operation,
  generation: Generation,
  literals: Set<string>,
): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    path: partsArbitrary(parametersIn(operation, 'path'), generation, literals),
    query: partsArbitrary(parametersIn(operation, 'query'), generation, literals),
    headers: partsArbitrary(parametersIn(operation, 'header'), generation, literals),
    body: operation.body
      ? operation.body.required
        ? bodyArbitrary(operation, generation).map((body) => withEqualFields(operation, body))
        : fc.option(bodyArbitrary(operation, generation), { nil: undefined })
      : fc.constant(undefined),
  });

type Mutation = fc.Arbitrary<FuzzRequest>;

const breakParameter = (
  request: FuzzRequest,
  parameter: Parameter,
  generation: Generation,
  literals: Set<string>,
): Mutation => {
  const place = parameter.in === 'path' ? 'path' : parameter.in === 'query' ? 'query' : 'headers';
  const view = viewOf(parameter.schema, generation.index.resolve);
  const text = invalidTextArbitrary(view).filter((item) =>
    parameter.in === 'path' ? isSendableSegment(item, literals) : parameter.in !== 'header' || item === item.trim(),
  );
  const broken = text.map((value) => ({
    ...request,
    [place]: { ...request[place], [parameter.name]: value },
    mutation: `${parameter.in} ${parameter.name}: ${JSON.stringify(value).slice(0, 60)}`,
  }));
  if (!parameter.required || parameter.in === 'path') return broken;
  const { [parameter.name]: _dropped, ...rest } = request[place];
  return fc.oneof(
    broken,
    fc.constant({ ...request, [place]: rest, mutation: `${parameter.in} ${parameter.name}: missing` }),
  );
};

type Place = { path: (string | number)[]; schema: Schema };

/** Every place in the body value with the schema that describes it. */
const placesIn = (value: unknown, schema: Schema, generation: Generation, at: (string | number)[] = []): Place[] => {
  const view = viewOf(schema, generation.index.resolve);
  const own: Place = { path: at, schema };
  if (Array.isArray(value) && view.items)
    return [own, ...value.flatMap((item, index) => placesIn(item, view.items as Schema, generation, [...at, index]))];
  if (typeof value === 'object' && value !== null && !(value instanceof FuzzFile) && view.properties)
    return [
      own,
      ...Object.entries(view.properties).flatMap(([key, property]) =>
        placesIn((value as Record<string, unknown>)[key], property, generation, [...at, key]),
      ),
    ];
  return [own];
};

const setAt = (value: unknown, path: (string | number)[], replacement: unknown, remove = false): unknown => {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0 && remove) delete copy[head!];
  else copy[head!] = setAt(copy[head!], rest, replacement, remove);
  return copy;
};

const breakBodyValue = (request: FuzzRequest, operation: Operation, generation: Generation): Mutation => {
  const places = placesIn(request.body, operation.body?.media.schema ?? {}, generation);
  return fc.constantFrom(...places).chain((place) => {
    const view = viewOf(place.schema, generation.index.resolve);
    const label = place.path.join('.') || '(body)';
    const replaced = invalidValueArbitrary(view).map((value) => ({
      ...request,
      body: setAt(request.body, place.path, value),
      mutation: `body ${label}: ${JSON.stringify(value)?.slice(0, 60)}`,
    }));
    if (place.path.length === 0) return replaced;
    const removed = {
      ...request,
      body: setAt(request.body, place.path, undefined, true),
      mutation: `body ${label}: missing`,
    };
    return fc.oneof(replaced, fc.constant(removed));
  });
};

/** The body without one of the properties its schema requires. */
const dropRequired = (request: FuzzRequest, operation: Operation, generation: Generation): Mutation | undefined => {
  const required = viewOf(operation.body?.media.schema ?? {}, generation.index.resolve).required ?? [];
  const body = request.body as Record<string, unknown> | undefined;
  const present = required.filter(
    (field) => body !== undefined && typeof body === 'object' && body !== null && field in body,
  );
  if (present.length === 0) return undefined;
  return fc.constantFrom(...present).map((field) => {
    const { [field]: _dropped, ...rest } = body!;
    return { ...request, body: rest, mutation: `body ${field}: missing` };
  });
};

/** A conditional switched on with one of the fields it then requires missing, null or zero. */
const breakConditional = (request: FuzzRequest, operation: Operation, generation: Generation): Mutation | undefined => {
  const view = viewOf(operation.body?.media.schema ?? {}, generation.index.resolve);
  const withFields = view.conditionals.filter(
    (conditional) => viewOf(conditional.then, generation.index.resolve).required,
  );
  if (withFields.length === 0 || typeof request.body !== 'object' || request.body === null) return undefined;
  return fc.constantFrom(...withFields).chain((conditional) => {
    const when = viewOf(conditional.if, generation.index.resolve);
    const switchedOn = Object.fromEntries(
      Object.entries(when.properties ?? {}).map(([field, schema]) => {
        const condition = viewOf(schema, generation.index.resolve);
        return [field, condition.const ?? (condition.enum as unknown[] | undefined)?.[0]];
      }),
    );
    const needed = viewOf(conditional.then, generation.index.resolve).required ?? [];
    return fc.tuple(fc.constantFrom(...needed), fc.constantFrom(undefined, null, 0, '', ' ')).map(([field, value]) => {
      const body: Record<string, unknown> = { ...(request.body as Record<string, unknown>), ...switchedOn };
      if (value === undefined) delete body[field];
      else body[field] = value;
      return {
        ...request,
        body,
        mutation: `body ${JSON.stringify(switchedOn)} with ${field}: ${JSON.stringify(value) ?? 'missing'}`,
      };
    });
  });
};

/** A multipart value sent as its plain text ("cash" as cash), or a file of a type the part does not take. */
const breakEncoding = (request: FuzzRequest, operation: Operation): Mutation | undefined => {
  if (operation.body?.mediaType !== 'multipart/form-data' || typeof request.body !== 'object' || request.body === null)
    return undefined;
  const values = request.body as Record<string, unknown>;
  const texts = Object.keys(values).filter((name) => typeof values[name] === 'string');
  const files = Object.keys(values).filter(
    (name) => encodedTypes(operation, name).length > 0 && values[name] !== undefined,
  );
  const mistakes: Mutation[] = [];
  if (texts.length > 0)
    mistakes.push(
      fc.constantFrom(...texts).map((name) => ({
        ...request,
        rawParts: { [name]: values[name] as string },
        mutation: `multipart ${name} sent as plain text`,
      })),
    );
  if (files.length > 0)
    mistakes.push(
      fc.constantFrom(...files).map((name) => {
        const page = () => new FuzzFile('page.html', 'text/html', new TextEncoder().encode('<p>x</p>'));
        const value = values[name];
        return {
          ...request,
          body: { ...values, [name]: Array.isArray(value) ? value.map(page) : page() },
          mutation: `multipart ${name} as text/html`,
        };
      }),
    );
  return mistakes.length > 0 ? fc.oneof(...mistakes) : undefined;
};

/** A positive request with one thing broken: a parameter, a body value, a conditional, the encoding, the body itself. */
export const negativeRequestArbitrary = (
  operation: Operation,
  generation: Generation,
  literals: Set<string>,
): fc.Arbitrary<FuzzRequest> =>
  positiveRequestArbitrary(operation, generation, literals).chain((request) => {
    const mutations: Mutation[] = operation.parameters
      .filter((parameter) => parameter.in !== 'cookie')
      .map((parameter) => breakParameter(request, parameter, generation, literals));
    if (operation.body && request.body !== undefined) {
      mutations.push(breakBodyValue(request, operation, generation));
      const missing = dropRequired(request, operation, generation);
      if (missing) mutations.push(missing);
      const conditional = breakConditional(request, operation, generation);
      if (conditional) mutations.push(conditional, conditional);
      const encoding = breakEncoding(request, operation);
      if (encoding) mutations.push(encoding);
      if (operation.body.required) mutations.push(fc.constant({ ...request, body: undefined, mutation: 'no body' }));
    }
    return mutations.length > 0 ? fc.oneof(...mutations) : fc.constant(request);
  });
