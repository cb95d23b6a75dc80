import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's rule tags for WCAG 2.2 at levels A and AA: the 2.0, 2.1 and 2.2 criteria of both levels. */
const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's findings against WCAG 2.2 A and AA on the page as it is now, whatever their impact,
 * named by rule, impact and element, for a readable failure:
 * `expect(await axeViolations(page)).toEqual([])`. `include` narrows the scan to a region
 * (a CSS selector such as 'main').
 */
export const axeViolations = async (page: Page, { include }: { include?: string } = {}) => {
  // Only the violations are wanted: axe then skips listing every passing element (several times faster).
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).options({ resultTypes: ['violations'] });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
};
