import { createServer, type IncomingMessage } from 'node:http';
import { listenOnLoopback, type LoopbackServer } from '../../support/loopback-server';

/** The header that names a body the relay must send in place of what Prism forwards. */
const ORIGINAL_BODY_HEADER = 'x-conformance-original-body';

export type FaithfulRelay = LoopbackServer & {
  /** Registers a multipart body and returns the headers that make the relay send it instead of Prism's copy. */
  keep(body: FormData, headers: Headers): Headers;
};

// Hop-by-hop headers and the ones fetch must compute itself for the body it sends.
const DROPPED_REQUEST_HEADERS = [
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
  'content-length',
];
const DROPPED_RESPONSE_HEADERS = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'set-cookie',
];

const readBody = async (incoming: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? undefined : new Uint8Array(Buffer.concat(chunks));
};

/**
 * Prism's proxy reads every request body that is not JSON as UTF-8 text and
 * forwards that text, so the bytes of an uploaded photo arrive garbled (a
 * PNG's first byte, 0x89, is not UTF-8) and the mock rightly refuses them as
 * no image. This relay sits between Prism and the mock: it passes everything
 * through unchanged, except that a multipart body the test registered is
 * replaced by the very FormData the client sent. Prism still judges the
 * request it saw and the mock's answer; the mock sees the client's bytes.
 */
export const startFaithfulRelay = async (upstream: string): Promise<FaithfulRelay> => {
  const originals = new Map<string, FormData>();
  let next = 0;

  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const headers = new Headers();
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        headers.append(incoming.rawHeaders[index]!, incoming.rawHeaders[index + 1]!);
      }
      for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
      const received = await readBody(incoming);
      const id = headers.get(ORIGINAL_BODY_HEADER);
      headers.delete(ORIGINAL_BODY_HEADER);
      const original = id === null ? undefined : originals.get(id);
      if (id !== null) originals.delete(id);
      // FormData brings its own boundary: the content type Prism forwarded names the old one.
      if (original) headers.delete('content-type');
      const method = incoming.method ?? 'GET';
      const response = await fetch(`${upstream}${incoming.url ?? '/'}`, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : (original ?? received),
        redirect: 'manual',
      });
      const answer: Record<string, string | string[]> = {};
      response.headers.forEach((value, name) => {
        if (!DROPPED_RESPONSE_HEADERS.includes(name)) answer[name] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) answer['set-cookie'] = cookies;
      const bytes = Buffer.from(await response.arrayBuffer());
      outgoing.writeHead(response.status, answer);
      outgoing.end(bytes);
    })().catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`relay failed: ${String(error)}`);
    });
  });
  return {
    ...(await listenOnLoopback(server)),
    keep(body, headers) {
      const id = String(++next);
      originals.set(id, body);
      const kept = new Headers(headers);
      kept.set(ORIGINAL_BODY_HEADER, id);
      return kept;
    },
  };
};
