import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_LIMITS, tooLarge } from '../framework/body-limits';
import type { HttpError } from '../lib/errors';
import { jsonTextOf } from '../framework/json-response';

/*
 * Between Node's http server and msw's Fetch world. The body is read here,
 * once, up to the limit the route table gives for the request: a declared
 * Content-Length over it is refused before a byte is read, and a body that
 * passes it (chunked, or lying) is refused the moment it does. What the
 * client still sends after the answer is read and dropped (drainAfterAnswer).
 */

/** A body over its limit: the 413 to answer. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(readonly httpError: HttpError) {
    super(httpError.message);
  }
}

const readBody = (incoming: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> =>
  new Promise((resolve, reject) => {
    if (incoming.method === 'GET' || incoming.method === 'HEAD') return resolve(undefined);
    if (Number(incoming.headers['content-length'] ?? 0) > limit) return reject(new BodyTooLargeError(tooLarge(limit)));
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Stop here: no more reading (a for-await loop would destroy the socket before the 413 is written).
      incoming.off('data', onData);
      incoming.pause();
      reject(new BodyTooLargeError(tooLarge(limit)));
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(size === 0 ? undefined : new Uint8Array(Buffer.concat(chunks))));
    incoming.once('error', reject);
  });

/**
 * An IncomingMessage as a Fetch Request (its body read up to `limit`, by
 * default the largest any call takes), so msw's getResponse serves it with
 * the very same handlers.
 */
export const toFetchRequest = async (
  incoming: IncomingMessage,
  origin: string,
  signal: AbortSignal,
  limit: number = BODY_LIMITS.snapshot,
  method: string = incoming.method ?? 'GET',
): Promise<Request> => {
  const headers = new Headers();
  for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
    headers.append(incoming.rawHeaders[index]!, incoming.rawHeaders[index + 1]!);
  }
  const url = new URL(incoming.url ?? '/', origin);
  return new Request(url, { method, headers, body: await readBody(incoming, limit), signal });
};

/** Writes a Fetch Response: real Set-Cookie headers (one per cookie), then the body (none to a HEAD: Node leaves it out). */
export const writeFetchResponse = async (
  response: Response,
  outgoing: ServerResponse,
  extraHeaders: Readonly<Record<string, string>>,
): Promise<void> => {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // A JSON answer's text is at hand (framework/json-response.ts): no need to read its stream back.
  const text = jsonTextOf(response);
  const body = text ?? Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  outgoing.writeHead(response.status, response.statusText || undefined, headers);
  outgoing.end(body);
};

export const writeJson = (
  outgoing: ServerResponse,
  status: number,
  body: unknown,
  extraHeaders: Readonly<Record<string, string>>,
): void => {
  const text = JSON.stringify(body);
  outgoing.writeHead(status, {
    ...extraHeaders,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
  });
  outgoing.end(text);
};

/** How long a refused upload may go on, and how much of it is read and dropped, before a reset. */
const DRAIN_LIMITS = { totalMs: 30_000, bytes: 256 * 1024 * 1024 } as const;

/**
 * After an answer given before the body was read (413, 415, 403...): the rest of the body is
 * read and dropped, within DRAIN_LIMITS, as nginx's lingering close does. Closing at once
 * would reset a client still sending, and a reset can reach it before it has read the answer:
 * the client then sees a network error instead of the 413 (Node's fetch did, now and then,
 * under load). A client that stops sending is closed by the server's keep-alive timeout. Once
 * the body has all arrived, the connection carries on, as after any answer.
 */
export const drainAfterAnswer = (incoming: IncomingMessage, outgoing: ServerResponse): void => {
  outgoing.once('finish', () => {
    if (incoming.complete) return;
    const reset = () => incoming.socket.destroy();
    const tooLong = setTimeout(reset, DRAIN_LIMITS.totalMs);
    tooLong.unref();
    for (const event of ['end', 'close']) incoming.once(event, () => clearTimeout(tooLong));
    let dropped = 0;
    incoming.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_LIMITS.bytes) reset();
    });
    incoming.resume();
  });
};
