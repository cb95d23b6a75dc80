import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/adding-an-api-call.md is the newcomer's list of every file and step a new route
 * touches. A checklist that names a file that moved, or a script that was renamed, sends them
 * the wrong way at the first step: every file it names (a `<placeholder>` stands for the new
 * file, so its folder must exist), every `npm run` script and every quoted heading must exist.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CHECKLIST = 'docs/adding-an-api-call.md';
const text = readFileSync(path.join(ROOT, CHECKLIST), 'utf8');
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

const REPO_PATH = /^(?:contract|mock-server|src|tests|scripts|docs|fixtures)\/[\w./<>-]*$/;

/** Every repository path in backticks; a `<placeholder>` is cut off with what follows it. */
const namedPaths = [...text.matchAll(/`([^`\s]+)`/g)]
  .map(([, code = '']) => code)
  .filter((code) => REPO_PATH.test(code))
  .map((code) => code.replace(/<[^>]*>.*$/, ''));

const namedScripts = [...text.matchAll(/npm run ([\w:-]+)/g)].map(([, name = '']) => name);

const headingsOf = (doc: string): string[] =>
  readFileSync(path.join(ROOT, doc), 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').replaceAll('`', ''));

const quotedHeadings = [...text.replace(/\n\s*/g, ' ').matchAll(/`(docs\/[\w./-]+\.md)`, "([^"]+)"/g)].map(
  ([, doc = '', heading = '']) => ({ doc, heading }),
);

describe(CHECKLIST, () => {
  it('names the files of every step: contract, handler, route cases, pact, OpenAPI, client, docs', () => {
    for (const expected of [
      'contract/route-errors.ts',
      'mock-server/handlers/offers/offers-handlers.ts',
      'tests/unit/mock-server/routes/route-cases.ts',
      'tests/pact/support/examples.ts',
      'scripts/openapi/examples/example-calls.ts',
      'src/lib/api/query-keys.ts',
      'docs/contract.md',
    ])
      expect(namedPaths).toContain(expected);
    expect(namedScripts).toEqual(
      expect.arrayContaining(['contract:openapi', 'contract:check', 'contract:release', 'test:api-coverage']),
    );
  });

  it('names only files and folders that exist', () => {
    expect(namedPaths.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });

  it('names only npm scripts that package.json has', () => {
    expect(namedScripts.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('quotes only headings its docs have', () => {
    expect(quotedHeadings.length).toBeGreaterThan(0);
    const missing = quotedHeadings.filter(
      ({ doc, heading }) => !headingsOf(doc).some((found) => found.startsWith(heading)),
    );
    expect(missing).toEqual([]);
  });
});
