import { expect } from 'vitest';
import { PERSONA_PASSWORD, PERSONAS, type PersonaKey } from '@fixtures/personas';
import { snapshot } from '@mock/db/snapshot';
import { CookieJar } from '../support/cookie-jar';

/*
 * The hostile-input suite runs the same cases against the standalone HTTP
 * server (real sockets) and against the in-process Node mock (msw's
 * interceptor). A harness is one of the two: a base URL to send to, and a log
 * of every answer's status, which the suite's last test reads (no 5xx).
 */

export type Sent = { status: number; headers: Headers; text: string };

export type HostileRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit | null;
};

export type Harness = {
  readonly name: 'http' | 'in-process';
  /** Where requests go: the HTTP server's URL once it listens, or msw's http://localhost. */
  origin: string;
  /** Every answer's status, by request. */
  readonly log: { request: string; status: number }[];
};

export const createHarness = (name: Harness['name'], origin = ''): Harness => ({ name, origin, log: [] });

/** A persona's cookie jar (or nobody's) on one harness. */
export class HostileClient {
  readonly jar = new CookieJar();

  constructor(readonly harness: Harness) {}

  async send({ method, path, headers = {}, body }: HostileRequest): Promise<Sent> {
    // Text goes as bytes, so that fetch adds no text/plain of its own: the case says what it sends.
    const init: RequestInit & { duplex?: 'half' } = {
      method,
      headers,
      body: typeof body === 'string' ? new TextEncoder().encode(body) : body,
    };
    if (body instanceof ReadableStream) init.duplex = 'half';
    const response = await this.jar.fetch(`${this.harness.origin}${path}`, init);
    const text = method === 'HEAD' ? '' : await response.text();
    this.harness.log.push({ request: `${method} ${path.slice(0, 80)}`, status: response.status });
    return { status: response.status, headers: response.headers, text };
  }

  json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Sent> =>
    this.send({
      method,
      path,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  form = (method: string, path: string, body: FormData, headers: Record<string, string> = {}): Promise<Sent> =>
    this.send({ method, path, headers, body });
}

export const anonymousOn = (harness: Harness): HostileClient => new HostileClient(harness);

export const signInOn = async (harness: Harness, persona: PersonaKey): Promise<HostileClient> => {
  const client = new HostileClient(harness);
  const answer = await client.json('POST', '/api/v1/auth/login', {
    email: PERSONAS[persona].email,
    password: PERSONA_PASSWORD,
  });
  if (answer.status !== 200) throw new Error(`${persona} could not sign in: ${answer.status} ${answer.text}`);
  return client;
};

/** The whole database as text: equal text, equal state. */
export const stateText = (): string => JSON.stringify(snapshot());

/** Sends a request that must be refused with `status`, and checks the database did not change at all. */
export const expectRefused = async (client: HostileClient, request: HostileRequest, status: number): Promise<Sent> => {
  const before = stateText();
  const answer = await client.send(request);
  expect(answer.status, `${request.method} ${request.path} → ${answer.text.slice(0, 300)}`).toBe(status);
  expect(stateText() === before, `${request.method} ${request.path} changed the database`).toBe(true);
  return answer;
};

export const messageOf = (answer: Sent): string => (JSON.parse(answer.text) as { message: string }).message;

/** Statuses seen, as `{ "200": 12, "405": 30, ... }`. */
export const statusCounts = (harness: Harness): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const { status } of harness.log) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};
