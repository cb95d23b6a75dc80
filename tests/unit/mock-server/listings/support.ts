import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { encodeMultipart } from '@contract/multipart';
import { PERSONA_PASSWORD, PERSONAS, type PersonaKey } from '@fixtures/personas';
import type { ScenarioName } from '@fixtures/scenarios/index';
import { REFERENCE_DATE } from '@fixtures/scenarios/reference-date';
import { createMockServer, db, seedMockData } from '@mock/node';
import { scenarioData } from '../../fixtures/scenario-cache';
import { CookieJar, json } from '../support/cookie-jar';

export const BASE = 'http://localhost';
const API = `${BASE}/api/v1`;

/**
 * The Node mock over the real fixtures, reseeded with `scenario` before every
 * test (`each`) or once for the file (`once`, for read-only tests over the
 * 5,000 listings of large-account). Scenarios are built once per file.
 */
export const useScenario = (scenario: ScenarioName, mode: 'each' | 'once' = 'each') => {
  const server = createMockServer();
  const seed = () =>
    seedMockData(
      { scenario, seed: 1, data: scenarioData(scenario), referenceDate: REFERENCE_DATE },
      { validate: false },
    );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  if (mode === 'each') beforeEach(seed);
  else beforeAll(seed, 60_000);
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
};

export type Answer<T = unknown> = {
  status: number;
  text: string;
  json: { success: boolean; body: T; message?: string; errors?: Record<string, string>; challenges?: string[] };
};

/** A client: a persona's signed-in cookie jar, or anonymous. */
export class Client {
  constructor(readonly jar: CookieJar | null) {}

  async call<T = unknown>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
    const url = path.startsWith('http') ? path : `${API}${path}`;
    const response = this.jar ? await this.jar.fetch(url, init) : await fetch(url, init);
    const text = await response.text();
    return { status: response.status, text, json: JSON.parse(text) as Answer<T>['json'] };
  }

  get<T = unknown>(path: string) {
    return this.call<T>(path);
  }

  postJson<T = unknown>(path: string, body: unknown, method = 'POST') {
    return this.call<T>(path, json(body, { method }));
  }

  multipart<T = unknown>(path: string, body: Record<string, unknown>, method: 'POST' | 'PATCH') {
    return this.call<T>(path, { method, body: encodeMultipart(body) });
  }

  delete<T = unknown>(path: string) {
    return this.call<T>(path, { method: 'DELETE' });
  }
}

export const anonymous = () => new Client(null);

export const signIn = async (persona: PersonaKey): Promise<Client> => {
  const jar = new CookieJar();
  const response = await jar.fetch(
    `${API}/auth/login`,
    json({ email: PERSONAS[persona].email, password: PERSONA_PASSWORD }),
  );
  if (response.status !== 200) throw new Error(`${persona} could not sign in: ${response.status}`);
  return new Client(jar);
};

/** Moves the mock clock (runs the "time moved" hooks). */
export const setClock = async (now: string) => {
  const response = await fetch(`${BASE}/__mock/clock`, json({ now }));
  if (response.status !== 200) throw new Error(`clock: ${response.status}`);
};

// A few bytes are enough: the mock checks the declared type and size, not the pixels.
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const pngFile = (name = 'front.png') => new File([PNG_BYTES], name, { type: 'image/png' });
export const PNG_DATA_URL = `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`;

/** The ids of the listings a persona is a party to, read straight from the database. */
export const partyListingIds = (userId: number, roles?: readonly string[]): number[] => [
  ...new Set(
    db.listingUsers
      .all()
      .filter((row) => row.userId === userId && (!roles || roles.includes(row.role)))
      .map((row) => row.listingId),
  ),
];

export const SELLER_SIDE_FIELDS = [
  'agentCommission',
  'listingAgentCustomCommission',
  'titleFeeTemplate',
  'conveyanceFeeFormula',
  'subtractFromMortage',
] as const;

export { db };
