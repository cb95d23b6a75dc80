import type { Page } from '@playwright/test';
import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { expect, test } from '../support/test';

/*
 * A failing server or network while signing in (spec section 8): the form shows the danger
 * alert, keeps what was typed, and the same input succeeds once the fault has passed. Each
 * fault applies to the next login call only (`times: 1`), as a passing outage would.
 */

const { email } = PERSONAS.listingAgent;

const fillSignIn = async (page: Page) => {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(PERSONA_PASSWORD);
};

const submit = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true }).click();

/** Signing in ends when the dashboard's data has loaded (the URL changes after its loaders). */
const expectSignedIn = (page: Page) => expect(page).toHaveURL(/\/$/, { timeout: 30_000 });

const expectInputKept = async (page: Page) => {
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: false }).first()).toHaveValue(PERSONA_PASSWORD);
};

const FAULTS = [
  { kind: 'network', shows: 'Something went wrong. Please try again later.' },
  { kind: '500', shows: 'Injected fault (500) on POST /api/v1/auth/login' },
  { kind: 'malformed', shows: 'Something went wrong. Please try again later.' },
] as const;

for (const fault of FAULTS) {
  test(`a ${fault.kind} fault on sign-in shows '${fault.shows}', keeps the input, and the retry signs in`, async ({
    page,
    mock,
  }) => {
    await page.goto('/auth');
    await fillSignIn(page);
    await mock.addFault({ path: '/api/v1/auth/login', method: 'POST', kind: fault.kind, times: 1 });

    await submit(page);
    await expect(page.getByRole('alert').filter({ hasText: fault.shows })).toBeVisible();
    await expectInputKept(page);
    await expect(page).toHaveURL(/\/auth$/);

    await submit(page);
    await expectSignedIn(page);
  });
}

test('a timed-out sign-in shows the generic message after the client gives up, and the retry signs in', async ({
  page,
  mock,
}) => {
  // The client waits REQUEST_TIMEOUT_MS (15 s in the test build) before it gives up.
  test.setTimeout(120_000);
  await page.goto('/auth');
  await fillSignIn(page);
  await mock.addFault({ path: '/api/v1/auth/login', method: 'POST', kind: 'timeout', times: 1 });

  await submit(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again later.' }),
  ).toBeVisible({
    timeout: 40_000,
  });
  await expectInputKept(page);

  await submit(page);
  await expectSignedIn(page);
});
