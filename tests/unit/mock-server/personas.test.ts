import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONA_KEYS, PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { SCENARIO_NAMES } from '@fixtures/scenarios/index';
import { createMockServer, GOOGLE_TEST_ACCESS_TOKEN, seedMock } from '@mock/node';
import { CookieJar, json } from './support/cookie-jar';

// The core against the real fixtures: every persona of every scenario signs
// in with the documented password, and the answer fits the contract (the
// pipeline checks it; a misfit would be a 500).
const BASE = 'http://localhost';
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe.each(SCENARIO_NAMES.filter((name) => name !== 'large-account'))('scenario %s', (scenario) => {
  beforeEach(() => seedMock({ scenario }));

  it.each(PERSONA_KEYS)('%s signs in with the documented password and gets a valid user', async (key) => {
    const persona = PERSONAS[key];
    const jar = new CookieJar();
    const login = await jar.fetch(
      `${BASE}/api/v1/auth/login`,
      json({ email: persona.email, password: PERSONA_PASSWORD }),
    );
    expect(login.status).toBe(200);
    const me = await jar.fetch(`${BASE}/api/v1/user`);
    expect(me.status).toBe(200);
    const user = ((await me.json()) as { body: { id: number; userType: string; account: { role: string } | null } })
      .body;
    expect(user).toMatchObject({ id: persona.id, userType: persona.userType });
    expect(user.account?.role ?? null).toBe(persona.accountRole);
  });
});

describe('the Google test token', () => {
  beforeEach(() => seedMock());

  it('signs in the listing agent persona in the default scenario', async () => {
    const response = await fetch(`${BASE}/api/v1/auth/login/google`, json({ accessToken: GOOGLE_TEST_ACCESS_TOKEN }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { body: { id: number } }).body.id).toBe(PERSONAS.listingAgent.id);
  });
});
