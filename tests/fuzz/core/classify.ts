import type { OpenApiIndex, Operation, Parameter, Schema } from './openapi-index';
import type { WireRequest } from './wire';

/*
 * Whether a request, as sent, is one the document accepts: each parameter's
 * text read as its style says and checked against its schema (as OpenAPI
 * validators read "12" for an integer), the body parsed and checked against
 * its media type's schema, and multipart parts decoded as their encoding
 * says (a JSON part must hold JSON; a file part must be of a listed type).
 */

export type Verdict = { valid: boolean; why?: string };

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** One object schema per parameter place, so that a place is validated (and its text coerced) in one go. */
const placeSchemas = new WeakMap<Operation, Record<string, Schema>>();

const placeSchema = (operation: Operation, place: Parameter['in']): Schema => {
  let schemas = placeSchemas.get(operation);
  if (!schemas) {
    schemas = {};
    placeSchemas.set(operation, schemas);
  }
  return (schemas[place] ??= (() => {
    const parameters = operation.parameters.filter((parameter) => parameter.in === place);
    const key = (parameter: Parameter) => (place === 'header' ? parameter.name.toLowerCase() : parameter.name);
    return {
      type: 'object',
      properties: Object.fromEntries(parameters.map((parameter) => [key(parameter), parameter.schema])),
      required: parameters.filter((parameter) => parameter.required).map(key),
    };
  })());
};

const readPath = (operation: Operation, target: string): Record<string, string> | undefined => {
  const names: string[] = [];
  const pattern = new RegExp(
    `^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_match, name: string) => {
      names.push(name);
      return '([^/?]*)';
    })}(?:\\?|$)`,
  );
  const match = pattern.exec(target);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
};

const readQuery = (operation: Operation, target: string): Record<string, unknown> => {
  const search = new URLSearchParams(target.includes('?') ? target.slice(target.indexOf('?') + 1) : '');
  const values: Record<string, unknown> = {};
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
    const all = search.getAll(parameter.name);
    if (all.length === 0) continue;
    const isArray = (parameter.schema.type as unknown) === 'array';
    values[parameter.name] = !isArray ? all[0] : parameter.explode === false ? all[0]!.split(',') : all;
  }
  return values;
};

const readMultipart = (operation: Operation, wire: WireRequest): { value?: Record<string, unknown>; why?: string } => {
  if (wire.body?.kind !== 'multipart') return { why: 'no multipart body' };
  const media = operation.body!.media;
  const properties = (media.schema?.properties ?? {}) as Record<string, Schema>;
  const grouped = new Map<string, unknown[]>();
  const isBinary = (name: string): boolean => {
    const property = properties[name];
    const items = property?.items as Schema | undefined;
    return property?.contentMediaType !== undefined || items?.contentMediaType !== undefined;
  };
  for (const part of wire.body.parts) {
    const contentType = media.encoding?.[part.name]?.contentType ?? '';
    let value: unknown;
    // The document's multipart description: a file is a file part (with a file name), any other value a field.
    if (isBinary(part.name) && !('file' in part)) return { why: `${part.name}: a field where a file belongs` };
    if ('file' in part) {
      const listed = contentType
        .split(',')
        .map((type) => type.trim())
        .filter(Boolean);
      if (contentType === 'application/json') return { why: `${part.name}: a file where JSON belongs` };
      if (listed.length > 0 && !listed.includes(part.file.type))
        return { why: `${part.name}: type ${part.file.type} not listed` };
      value = latin1(part.file.bytes);
    } else if (contentType === 'application/json') {
      try {
        value = JSON.parse(part.text);
      } catch {
        return { why: `${part.name}: not JSON` };
      }
    } else value = part.text;
    grouped.set(part.name, [...(grouped.get(part.name) ?? []), value]);
  }
  const body: Record<string, unknown> = {};
  for (const [name, values] of grouped) {
    const isList =
      (properties[name]?.type as unknown) === 'array' && media.encoding?.[name]?.contentType !== 'application/json';
    if (values.length > 1 && !isList) return { why: `${name}: ${values.length} parts for one value` };
    body[name] = isList ? values : values[0];
  }
  return { value: body };
};

export const classify = (index: OpenApiIndex, operation: Operation, wire: WireRequest): Verdict => {
  const path = readPath(operation, wire.target);
  if (!path) return { valid: false, why: 'path does not match' };
  const headers = Object.fromEntries(Object.entries(wire.headers).map(([name, value]) => [name.toLowerCase(), value]));
  const places: [Parameter['in'], unknown][] = [
    ['path', path],
    ['query', readQuery(operation, wire.target)],
    ['header', headers],
  ];
  for (const [place, values] of places) {
    const validate = index.parameterValidator(placeSchema(operation, place));
    if (!validate(structuredClone(values))) return { valid: false, why: `${place}: ${index.errorText(validate)}` };
  }
  if (!operation.body) return { valid: true };
  if (!wire.body) return operation.body.required ? { valid: false, why: 'no body' } : { valid: true };
  let body: unknown;
  if (operation.body.mediaType === 'multipart/form-data') {
    const read = readMultipart(operation, wire);
    if (!read.value) return { valid: false, why: read.why };
    body = read.value;
  } else {
    if (wire.body.kind !== 'json') return { valid: false, why: 'not JSON' };
    body = JSON.parse(wire.body.text);
  }
  const validate = index.validator(operation.body.media.schema ?? {});
  return validate(body) ? { valid: true } : { valid: false, why: `body: ${index.errorText(validate)}` };
};
