import type { Browser } from '@playwright/test';
import type { VitalsCase } from './cases';
import type { MockSession } from './mock-api';
import { observeVitals, VITALS_GLOBAL, vitalsOf, type RawVitals, type Vitals } from './observer';

/** What follows the last thing a case waits for (a late long task, the paint after an interaction): counted, not hurried. */
const SETTLE_MS = 1_000;

/** The session as the app keeps it after signing in: the cookie, and the user record in storage. */
const storeSignedInUser = (user: unknown): void => {
  // Runs for every document; about:blank has no storage of its own.
  if (location.protocol !== 'http:') return;
  localStorage.setItem('user', JSON.stringify(user));
  sessionStorage.setItem('user_last_update', new Date().toISOString());
};

/**
 * One run of a case in a fresh browser context (no cache, no storage but the session): CPU
 * throttled by `cpuSlowdown` through the DevTools protocol, the page opened, its content
 * waited for, the interaction done, and the vitals read from the page.
 */
export const runCaseOnce = async ({
  browser,
  appUrl,
  vitalsCase,
  path,
  session,
  cpuSlowdown,
}: {
  browser: Browser;
  appUrl: string;
  vitalsCase: VitalsCase;
  path: string;
  session: MockSession | null;
  cpuSlowdown: number;
}): Promise<Vitals> => {
  const context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  try {
    if (session) {
      await context.addCookies([
        {
          name: 'offerdesk_session',
          value: session.token,
          domain: '127.0.0.1',
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
        },
      ]);
      await context.addInitScript(storeSignedInUser, session.user);
    }
    await context.addInitScript(observeVitals, VITALS_GLOBAL);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(path);
    await vitalsCase.ready(page);
    await page.waitForTimeout(SETTLE_MS);
    if (vitalsCase.interact) {
      await vitalsCase.interact(page);
      await page.waitForTimeout(SETTLE_MS);
    }
    const raw = await page.evaluate((name) => (window as unknown as Record<string, RawVitals>)[name]!, VITALS_GLOBAL);
    return vitalsOf(raw);
  } finally {
    await context.close();
  }
};
