import { FuzzFile } from './arbitraries';
import type { Operation, Parameter } from './openapi-index';
import type { FuzzRequest } from './requests';

/*
 * A request as it travels: the URL with its path and query encoded as the
 * parameters' styles say, the headers, and the body (JSON text, or multipart
 * parts: the JSON of each value, a file part per file). The classifier
 * (classify.ts) reads this form back, as a server would: a request is judged
 * by what was sent, not by what was meant.
 */

type Part = { name: string; text: string } | { name: string; file: FuzzFile };

type WireBody = { kind: 'json'; text: string } | { kind: 'multipart'; parts: Part[] };

export type WireRequest = {
  method: string;
  /** Path and query, e.g. /api/v1/listing?status=active,pending */
  target: string;
  headers: Record<string, string>;
  body?: WireBody;
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

const queryOf = (parameters: Parameter[], values: Record<string, unknown>): string => {
  const search = new URLSearchParams();
  for (const parameter of parameters) {
    const value = values[parameter.name];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (parameter.explode === false) search.append(parameter.name, value.map(text).join(','));
      else for (const item of value) search.append(parameter.name, text(item));
    } else search.append(parameter.name, text(value));
  }
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
};

const partsOf = (values: Record<string, unknown>, rawParts: Record<string, string> = {}): Part[] =>
  Object.entries(values).flatMap(([name, value]): Part[] => {
    if (value === undefined) return [];
    if (name in rawParts) return [{ name, text: rawParts[name]! }];
    if (value instanceof FuzzFile) return [{ name, file: value }];
    if (Array.isArray(value) && value.some((item) => item instanceof FuzzFile))
      return value.map((item) =>
        item instanceof FuzzFile ? { name, file: item } : { name, text: JSON.stringify(item) },
      );
    return [{ name, text: JSON.stringify(value) }];
  });

export const toWire = (operation: Operation, request: FuzzRequest, cookie?: string): WireRequest => {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(text(request.path[name])),
  );
  const query = queryOf(
    operation.parameters.filter((parameter) => parameter.in === 'query'),
    request.query,
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name] = text(value);
  if (cookie) headers.cookie = cookie;
  let body: WireBody | undefined;
  if (request.body !== undefined && operation.body?.mediaType === 'multipart/form-data') {
    const values = typeof request.body === 'object' && request.body !== null ? request.body : { value: request.body };
    body = { kind: 'multipart', parts: partsOf(values as Record<string, unknown>, request.rawParts) };
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = { kind: 'json', text: JSON.stringify(request.body) };
  }
  return { method: operation.method, target: `${path}${query}`, headers, ...(body && { body }) };
};

/** The request for fetch: multipart as FormData (its boundary and content type are fetch's own). */
export const toFetch = (baseUrl: string, wire: WireRequest): [string, RequestInit] => {
  let body: BodyInit | undefined;
  if (wire.body?.kind === 'json') body = wire.body.text;
  if (wire.body?.kind === 'multipart') {
    const form = new FormData();
    for (const part of wire.body.parts) {
      if ('file' in part) form.append(part.name, new Blob([part.file.bytes], { type: part.file.type }), part.file.name);
      else form.append(part.name, part.text);
    }
    body = form;
  }
  return [`${baseUrl}${wire.target}`, { method: wire.method, headers: wire.headers, body }];
};
