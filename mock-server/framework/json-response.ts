import { HttpResponse } from 'msw';
import { jsonText, utf8Length } from './json-text';

/*
 * The mock's JSON answers, as msw's HttpResponse.json makes them (the same
 * headers: application/json and the Content-Length), with two savings on a
 * busy HTTP mock: the text comes from framework/json-text.ts (frozen rows written
 * once), and the text is remembered beside the Response, so that the HTTP
 * server writes it to the socket without reading the Response's stream back
 * (http/node-bridge.ts) and an ETag is taken without cloning it (framework/etag.ts).
 */

const texts = new WeakMap<Response, string>();

export const jsonResponse = (body: object, init: { status: number; headers?: HeadersInit }): Response => {
  const text = jsonText(body);
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  if (!headers.has('content-length')) headers.set('content-length', String(utf8Length(text)));
  const response = new HttpResponse(text, { status: init.status, headers });
  texts.set(response, text);
  return response;
};

/** The JSON text a jsonResponse was made with, as long as nobody has read its body; else undefined. */
export const jsonTextOf = (response: Response): string | undefined =>
  response.bodyUsed ? undefined : texts.get(response);
