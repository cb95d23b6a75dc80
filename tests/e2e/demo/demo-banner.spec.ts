import { DEMO_STORIES } from '@/features/demo/lib/demo-stories';
import { expect, test } from '../support/test';
import { holdChunks } from '../support/held-chunks';

/*
 * Issue 16: the demo banner's code (the stories, the reset) is not part of a first load; it
 * loads only while a demo runs (docs/decisions/0033). A page opened anew during a demo still
 * draws with the banner in place: the first page waits for the banner's code, so the banner
 * never drops in above a page already drawn.
 */
const BANNER_CHUNK = /\/assets\/demo-banner-[\w-]+\.js$/;

test("a page opened anew while a demo runs draws with the banner, even when the banner's code is slow", async ({
  page,
  context,
}) => {
  // A story's set-up, then a reload with an empty cache.
  test.slow();
  const story = DEMO_STORIES.find((candidate) => candidate.id === 'seller-reviews')!;
  await page.goto('/demo');
  await page.getByRole('region', { name: story.title }).getByRole('button', { name: 'Start this demo' }).click();
  // Setting up a story resets the whole in-browser database and stores it: allow for it.
  await expect(page).toHaveURL(new RegExp(`${story.firstScreen.path}$`), { timeout: 20_000 });
  const banner = page.getByRole('complementary', { name: 'Demo' });
  await expect(banner).toContainText(`signed in as ${story.persona.label}`);

  // Whether the banner was there when the page's heading first appeared, read on the next load.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      document.documentElement.dataset.bannerWithFirstHeading = String(
        document.querySelector('aside[aria-label="Demo"]') !== null,
      );
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const held = await holdChunks(context, BANNER_CHUNK);
  await page.reload();
  await expect.poll(() => held.requested()).toBeGreaterThan(0);
  held.release();

  await expect(page.locator('main h1')).toBeVisible();
  await expect(banner).toContainText(`signed in as ${story.persona.label}`);
  await expect(page.locator('html')).toHaveAttribute('data-banner-with-first-heading', 'true');
});
