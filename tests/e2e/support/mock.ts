import type { Page } from '@playwright/test';
import { PERSONAS, type PersonaKey } from '@fixtures/personas';
import type { ScenarioName } from '@fixtures/scenarios/index';
import type { JournalEntry } from '@mock/node';

export type { JournalEntry, PersonaKey };

/** A contract route by its id (`listings.get`), or a glob on the URL path with a method or any. */
type Target = { route: string; path?: never; method?: never } | { path: string; method?: string; route?: never };

export type FaultInput = Target & {
  kind: '500' | 'timeout' | 'malformed' | 'network';
  times?: number;
  status?: number;
};

export type HoldInput = Target & { count?: number };

/** What `mock.verify` looks for: requests of a route (or path and method), with these body fields, `count` of them. */
export type VerifyInput = Target & { count?: number; body?: unknown };

/** Requests the in-page mock holds (POST /__mock/holds): wait until they are held, then let them go. */
export type HeldResponses = {
  readonly id: number;
  /** Resolves once `waiting` (default 1) matching requests are held (GET /__mock/holds/:id?waiting=n answers then). */
  waitUntilHeld(waiting?: number): Promise<void>;
  /** Lets the held requests go on, to be answered, and drops the hold. */
  release(): Promise<void>;
};

/**
 * The in-browser mock's /__mock/ controls, called from inside the page: the mock
 * runs in the page's service worker, so a request from Playwright's own HTTP
 * client would reach the static server, not the mock.
 */
const callControl = async <T>(page: Page, method: string, path: string, body?: unknown): Promise<T> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      // Controls answer in the API's envelope: hand back its body.
      return (text ? (JSON.parse(text) as { body: unknown }).body : null) as T;
    },
    { method, path, body },
  );

/**
 * Holds the next `count` (default 1) API requests matching `method` and the `path` glob
 * until `release()`: the page shows its loading state for as long as the test looks at it,
 * with no latency to guess (docs/qa.md, "Loading states"). The hold lives in the page's mock:
 * set it after the page has loaded, and trigger the request without a full page load
 * (a click, not `page.goto`), which would start a fresh mock without it.
 */
const holdResponses = async (page: Page, hold: HoldInput): Promise<HeldResponses> => {
  const { id } = await callControl<{ id: number }>(page, 'POST', '/__mock/holds', hold);
  return {
    id,
    async waitUntilHeld(waiting = 1) {
      await callControl(page, 'GET', `/__mock/holds/${id}?waiting=${waiting}`);
    },
    async release() {
      await callControl(page, 'POST', `/__mock/holds/${id}/release`);
    },
  };
};

/** Opens the app and waits until the mock answers (src/app/enable-mocking.ts marks the page). */
const openApp = async (page: Page, path = '/auth'): Promise<void> => {
  await page.goto(path);
  await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' });
};

export const createMock = (page: Page) => ({
  /** A fresh database for the scenario (default demo, seed 1), signed out. */
  async reset(scenario: ScenarioName = 'demo', seed = 1): Promise<void> {
    await openApp(page);
    await callControl(page, 'POST', '/__mock/reset', { scenario, seed });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  },

  /**
   * Signs in as a persona without the sign-in form (POST /__mock/sessions sets
   * the session cookie), stores the user as the app does, then opens `path`.
   */
  async signIn(persona: PersonaKey, path = '/'): Promise<void> {
    const { user } = await callControl<{ user: unknown }>(page, 'POST', '/__mock/sessions', {
      email: PERSONAS[persona].email,
    });
    await page.evaluate((signedIn) => {
      localStorage.setItem('user', JSON.stringify(signedIn));
      sessionStorage.setItem('user_last_update', new Date().toISOString());
    }, user);
    await page.goto(path);
  },

  setClock: (now: string) => callControl(page, 'POST', '/__mock/clock', { now }),
  setLatency: (ms: number) => callControl(page, 'POST', '/__mock/latency', { ms }),
  addFault: (fault: FaultInput) => callControl(page, 'POST', '/__mock/faults', fault),
  clearFaults: () => callControl(page, 'DELETE', '/__mock/faults'),
  holdResponses: (hold: HoldInput) => holdResponses(page, hold),

  /** The request journal (GET /__mock/requests): the API requests since the reset, newest first. */
  requests: async (): Promise<JournalEntry[]> =>
    (await callControl<{ requests: JournalEntry[] }>(page, 'GET', '/__mock/requests')).requests,
  clearRequests: () => callControl(page, 'DELETE', '/__mock/requests'),
  /**
   * WireMock's verify (POST /__mock/requests/verify): throws, listing what the journal holds,
   * unless `count` (at least one without it) matching requests were made.
   */
  async verify(input: VerifyInput): Promise<JournalEntry[]> {
    const result = await callControl<{ verified: boolean; count: number; requests: JournalEntry[] }>(
      page,
      'POST',
      '/__mock/requests/verify',
      input,
    );
    if (!result.verified) {
      const made = (await callControl<{ requests: JournalEntry[] }>(page, 'GET', '/__mock/requests')).requests;
      throw new Error(
        `Expected ${input.count ?? 'at least 1'} request(s) matching ${JSON.stringify(input)}, found ${result.count}. ` +
          `The journal holds:\n${made.map((entry) => `  ${entry.method} ${entry.path}${entry.query} ${entry.route} ${entry.status}`).join('\n')}`,
      );
    }
    return result.requests;
  },
  control: <T>(method: string, path: string, body?: unknown) => callControl<T>(page, method, path, body),
});

export type Mock = ReturnType<typeof createMock>;
