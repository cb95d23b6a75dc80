import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './support/doc-commands';

/*
 * docs/qa.md's "Write a journey" example is a spec file of the e2e suite, which `npm test`
 * runs: the doc shows that file, character for character, so the example cannot stop working
 * without a test failing.
 */

const SPEC = 'tests/e2e/listings/seller-offers-tab.spec.ts';

const firstTsBlockUnder = (doc: string, heading: string): string => {
  const markdown = readFileSync(path.join(ROOT, doc), 'utf8');
  const section = markdown.slice(markdown.indexOf(heading));
  return /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
};

it(`shows ${SPEC} as it is, under "Write a journey"`, () => {
  expect(firstTsBlockUnder('docs/qa.md', '## Write a journey')).toBe(readFileSync(path.join(ROOT, SPEC), 'utf8'));
});
