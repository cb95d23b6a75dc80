import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical findings against WCAG 2 A and AA on the page as it is now,
 * named by rule and element, for a readable failure: `expect(await seriousViolations(page)).toEqual([])`.
 * `include` narrows the scan to a region (a CSS selector such as 'main').
 */
export const seriousViolations = async (page: Page, { include }: { include?: string } = {}) => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};
