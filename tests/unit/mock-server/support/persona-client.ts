import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { PERSONA_PASSWORD, PERSONAS, type PersonaKey } from '@fixtures/personas';
import type { ScenarioName } from '@fixtures/scenarios/index';
import { createMockServer } from '@mock/node';
import { CookieJar } from './cookie-jar';
import { reseedScenario } from './seed-scenario';

/*
 * The Node mock over the real fixtures, for the domain tests: a persona (or
 * nobody) talking JSON to /api/v1 and /__mock with its own cookie jar.
 */

export const ORIGIN = 'http://localhost';
const API = `${ORIGIN}/api/v1`;

/**
 * Where persona clients send API calls and /__mock controls: the in-process
 * mock, unless a test points them at real servers (the OpenAPI conformance
 * run sends the API calls through Prism's proxy, the controls to the mock).
 */
const targets = { api: API, controls: `${ORIGIN}/__mock` };
export const usePersonaTargets = (next: { api: string; controls: string }): void => {
  targets.api = next.api;
  targets.controls = next.controls;
};

/** Reseeds `scenario` (seed 1) before every test of the file, unless `reseed` is false (the file seeds itself). */
export const useScenarioMockServer = (
  scenario: ScenarioName = 'demo',
  { reseed = true }: { reseed?: boolean } = {},
) => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  if (reseed) beforeEach(() => reseedScenario(scenario));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};

/** What an answer carries: the status, the envelope's body (or the error envelope) and the whole JSON. */
export type Answer<T> = {
  status: number;
  body: T;
  json: { success: boolean; body?: T; message?: string; errors?: Record<string, string> } & Record<string, unknown>;
  response: Response;
};

export class PersonaClient {
  readonly jar = new CookieJar();

  async call<T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.headers = { 'content-type': 'application/json', ...headers };
      init.body = JSON.stringify(body);
    }
    const response = await this.jar.fetch(url, init);
    const json = (await response.json()) as Answer<T>['json'];
    return { status: response.status, body: json.body as T, json, response };
  }

  get = <T = unknown>(path: string, headers?: Record<string, string>) =>
    this.call<T>('GET', `${targets.api}${path}`, undefined, headers);
  post = <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.call<T>('POST', `${targets.api}${path}`, body, headers);
  patch = <T = unknown>(path: string, body?: unknown) => this.call<T>('PATCH', `${targets.api}${path}`, body);
  delete = <T = unknown>(path: string) => this.call<T>('DELETE', `${targets.api}${path}`);
  /** A /__mock control. */
  control = <T = unknown>(method: string, path: string, body?: unknown) =>
    this.call<T>(method, `${targets.controls}${path}`, body);
}

export const anonymous = (): PersonaClient => new PersonaClient();

export const signIn = async (persona: PersonaKey): Promise<PersonaClient> => {
  const client = new PersonaClient();
  const answer = await client.post('/auth/login', { email: PERSONAS[persona].email, password: PERSONA_PASSWORD });
  if (answer.status !== 200) throw new Error(`${persona} could not sign in: ${JSON.stringify(answer.json)}`);
  return client;
};

export const idOf = (persona: PersonaKey): number => PERSONAS[persona].id;

/** The 403 every role check answers. */
export const ACCESS_DENIED = { success: false, message: 'You are not authorized to perform this action' };
