import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { stateText, statusCounts } from './harness';
import { useHttpHarness } from './http-harness';

/*
 * What only real sockets can send: TRACE (fetch refuses to), a
 * Content-Length that promises more than arrives, a chunked body that never
 * ends, and a foreign Origin. Every answer is logged; none may be 5xx.
 */

const harness = useHttpHarness();

type RawAnswer = { status: number; headers: IncomingHttpHeaders; text: string };

/**
 * One request over a socket of its own. `body` is written as given; with
 * `holdOpen` the request is never ended, so an answer proves the server
 * decided without waiting for the rest.
 */
const raw = (
  method: string,
  path: string,
  {
    headers = {},
    body,
    holdOpen = false,
  }: { headers?: Record<string, string>; body?: Buffer[]; holdOpen?: boolean } = {},
) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const url = new URL(path, harness.origin);
    const outgoing = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      method,
      headers,
      agent: false,
    });
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const answer = {
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        };
        harness.log.push({ request: `${method} ${path}`, status: answer.status });
        outgoing.destroy();
        resolve(answer);
      });
    });
    // The server may close the socket while the body is still going out: the answer has come by then.
    outgoing.on('error', (error) => (outgoing.writableEnded || holdOpen ? undefined : reject(error)));
    for (const chunk of body ?? []) outgoing.write(chunk);
    if (!holdOpen) outgoing.end();
  });

describe('item 2 over sockets: TRACE and other methods fetch cannot send', () => {
  it('answers TRACE on a known path with 405 and Allow, on an unknown one with 404', async () => {
    const before = stateText();
    const trace = await raw('TRACE', '/api/v1/listing');
    expect([trace.status, trace.headers.allow]).toEqual([405, 'GET, HEAD, POST']);
    expect(JSON.parse(trace.text)).toEqual({
      success: false,
      message: 'TRACE is not allowed on /api/v1/listing; it allows GET, HEAD, POST',
    });
    expect((await raw('TRACE', '/__mock/reset')).headers.allow).toBe('POST');
    expect((await raw('PROPFIND', '/api/v1/user')).headers.allow).toBe('GET, HEAD, PATCH');
    expect((await raw('TRACE', '/nothing/here')).status).toBe(404);
    expect(stateText()).toBe(before);
  });

  it('answers HEAD with the headers of GET, its Content-Length included, and no body', async () => {
    const get = await raw('GET', '/api/v1/listing/public?view=public');
    const head = await raw('HEAD', '/api/v1/listing/public?view=public');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.text)));
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.text).toBe('');
  });
});

describe('item 4 over sockets: the server stops reading at the limit', () => {
  it('answers a declared 50 MB body with 413 after 1 MB has arrived, without waiting for the rest', async () => {
    const before = stateText();
    const answer = await raw('POST', '/api/v1/offers', {
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
      body: [Buffer.alloc(1024 * 1024, 0x20)],
      holdOpen: true,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({
      message: "The request body is larger than this call's limit of 26214400 bytes (25 MiB)",
    });
    expect(stateText()).toBe(before);
  });

  it('answers a chunked JSON body with 413 as soon as it passes 1 MiB, the body still unfinished', async () => {
    const answer = await raw('POST', '/api/v1/auth/login', {
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: Array.from({ length: 20 }, () => Buffer.alloc(128 * 1024, 0x20)),
      holdOpen: true,
    });
    expect(answer.status).toBe(413);
  });

  it('refuses a wrong content type before reading any of the body (415)', async () => {
    const answer = await raw('POST', '/__mock/reset', {
      headers: { 'content-type': 'text/plain', 'content-length': String(10 * 1024 * 1024) },
      body: [Buffer.from('{}')],
      holdOpen: true,
    });
    expect(answer.status).toBe(415);
  });
});

/** The next whole answer on a kept-alive socket (its head and Content-Length bytes), as status and body text. */
const nextAnswer = (socket: Socket): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const head = received.subarray(0, headEnd).toString('latin1');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length < headEnd + 4 + length) return;
      socket.off('data', onData).off('error', reject);
      resolve({
        status: Number(head.split(' ')[1]),
        text: received.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8'),
      });
    };
    socket.on('data', onData).once('error', reject);
  });

describe('a client still sending a body the server has refused', () => {
  it('reads its 413, sends the rest without a reset, and keeps the connection for its next request', async () => {
    const { hostname, port, host } = new URL(harness.origin);
    const socket = connect(Number(port), hostname);
    const body = Buffer.alloc(8 * 1024 * 1024, 0x20);
    socket.write(
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const refusal = await nextAnswer(socket);
    harness.log.push({ request: 'POST /api/v1/auth/login (8 MiB, sent after the answer)', status: refusal.status });
    expect(refusal.status).toBe(413);

    // A client that writes its body before it reads (most do) is still sending here: a reset
    // now could reach it before the 413 does, and it would see a network error instead.
    await new Promise<void>((resolve, reject) => socket.write(body, (error) => (error ? reject(error) : resolve())));
    socket.write(`GET /__mock/state HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    const next = await nextAnswer(socket);
    harness.log.push({ request: 'GET /__mock/state (same connection)', status: next.status });
    socket.destroy();
    expect(next.status).toBe(200);
  });
});

describe('requests forged from another site', () => {
  it('refuses a write that a foreign page sent (its Origin is not allowed), and changes nothing', async () => {
    const before = stateText();
    for (const origin of ['https://evil.example', 'null', 'http://localhost:8080']) {
      const answer = await raw('POST', '/api/v1/auth/logout', { headers: { origin } });
      expect([answer.status, JSON.parse(answer.text).message]).toEqual([
        403,
        `Cross-origin request from ${origin} refused`,
      ]);
      expect(
        (
          await raw('POST', '/__mock/reset', {
            headers: { origin, 'content-type': 'application/json' },
            body: [Buffer.from('{}')],
          })
        ).status,
      ).toBe(403);
    }
    expect(stateText()).toBe(before);
    expect((await raw('POST', '/api/v1/auth/logout', { headers: { origin: 'http://localhost:5173' } })).status).toBe(
      200,
    );
    expect((await raw('POST', '/api/v1/auth/logout', { headers: { origin: harness.origin } })).status).toBe(200);
    expect(
      (await raw('GET', '/api/v1/listing/public?view=public', { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });
});

describe('across the socket cases', () => {
  it('answered none of its requests with a status of 500 or above', () => {
    console.log(
      `hostile socket cases (http): ${harness.log.length} requests, statuses ${JSON.stringify(statusCounts(harness))}`,
    );
    expect(harness.log.filter(({ status }) => status >= 500)).toEqual([]);
  });
});
