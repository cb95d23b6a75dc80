import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * What axe judges: WCAG 2.2 at levels A and AA (the 2.0, 2.1 and 2.2 criteria of both levels),
 * and axe's best practices (landmarks, one main, heading order), which screen-reader users
 * navigate by. Only the violations are listed: axe then skips describing every passing element.
 */
const AXE_RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
};

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeInPage = { axe?: { run(context: string | Document, options: RunOptions): Promise<AxeResults> } };

/**
 * Waits for the CSS transitions under way to end, so that axe judges colours as they come to
 * rest: call it before a scan of something that has just faded in. Mantine's Transition is
 * "visible" to Playwright from its first frame, and text midway through a fade is not at its
 * contrast (the mock panel's indigo buttons failed color-contrast so, now and then). Two frames
 * first, for a transition that starts on the next frame. Not in every scan: it made the
 * every-route walks about 0.25 s slower per screen.
 */
export const transitionsDone = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(running.map((transition) => transition.finished.catch(() => undefined)));
  });

/**
 * axe's findings on the page as it is now, whatever their impact, named by rule, impact and
 * element, for a readable failure: `expect(await axeViolations(page)).toEqual([])`. `include`
 * narrows the scan to a region (a CSS selector such as 'main').
 *
 * axe-core runs in the page itself, injected once per document: @axe-core/playwright's
 * analyze() injects it twice on every call and finishes each run in a new blank page, which
 * made one scan of the dashboard take 2.4 s instead of 0.35 s. The app has no frames, which
 * that round trip exists for.
 */
export const axeViolations = async (page: Page, { include }: { include?: string } = {}) => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    ({ include, options }) => {
      const { axe } = window as unknown as AxeInPage;
      if (!axe) throw new Error('axe-core is not in the page');
      return axe.run(include ?? document, options);
    },
    { include, options: AXE_RUN_OPTIONS },
  );
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
};
