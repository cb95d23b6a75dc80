import type { IncomingMessage, ServerResponse } from 'node:http';

/** Larger bodies are refused before they reach a handler (photos and documents stay well below). */
export const MAX_HTTP_BODY_BYTES = 25 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

const readBody = async (incoming: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  if (incoming.method === 'GET' || incoming.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_HTTP_BODY_BYTES) throw new BodyTooLargeError(`The request body exceeds ${MAX_HTTP_BODY_BYTES} bytes`);
    chunks.push(buffer);
  }
  return size === 0 ? undefined : new Uint8Array(Buffer.concat(chunks));
};

/** An IncomingMessage as a Fetch Request, so msw's getResponse serves it with the very same handlers. */
export const toFetchRequest = async (incoming: IncomingMessage, origin: string, signal: AbortSignal): Promise<Request> => {
  const headers = new Headers();
  for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
    headers.append(incoming.rawHeaders[index]!, incoming.rawHeaders[index + 1]!);
  }
  const url = new URL(incoming.url ?? '/', origin);
  return new Request(url, { method: incoming.method, headers, body: await readBody(incoming), signal });
};

/** Writes a Fetch Response: real Set-Cookie headers (one per cookie), then the body. */
export const writeFetchResponse = async (
  response: Response,
  outgoing: ServerResponse,
  extraHeaders: Readonly<Record<string, string>>,
): Promise<void> => {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
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
