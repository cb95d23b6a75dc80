import { test as base, expect } from '../support/test';
import { DEMO_STORIES } from '@/features/demo/lib/demo-stories';
import { startStaticServer, type StaticServer } from '../support/static-server';

// The folder the suite's web server built (playwright.config.ts: E2E_OUT_DIR, default dist).
const BUILD = process.env.E2E_OUT_DIR ?? 'dist';

const test = base.extend<{ site: StaticServer }>({
  // Playwright reads a fixture's dependencies from this pattern: it must be an object pattern.
  // eslint-disable-next-line no-empty-pattern
  site: async ({}, use) => {
    const site = await startStaticServer(BUILD);
    await use(site);
    await site.close();
  },
});

test('the static build, served by a plain file server, runs a demo story entirely in the browser', async ({
  page,
  site,
}) => {
  const story = DEMO_STORIES.find((candidate) => candidate.id === 'submit-offer')!;
  await page.goto(`${site.url}/demo`);
  await page.getByRole('region', { name: story.title }).getByRole('button', { name: 'Start this demo' }).click();

  // Setting up a story resets the whole in-browser database and stores it: allow for it.
  await expect(page).toHaveURL(`${site.url}${story.firstScreen.path}`, { timeout: 20_000 });
  await expect(page.getByRole('complementary', { name: 'Demo' })).toContainText(`signed in as ${story.persona.label}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
