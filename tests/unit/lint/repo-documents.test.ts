import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments in contract/, src/, mock-server/ and the root's config files speak of the repository alone. A newcomer has
// the repo and nothing else: a comment that cites a spec section, an issue number or a design
// note sends them to a document they cannot open. A rule is named by what it is, or points to
// a doc that is here (docs/..., a decision record), and such a pointer must still lead
// somewhere: the file exists and, when a heading is quoted, the file has that heading.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FOLDERS = ['contract', 'src', 'mock-server'];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|json|md|html)$/;

/** Documents outside the repository, as comments used to cite them. */
const ABSENT_DOCUMENTS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'a spec section', pattern: /\bspec(?:'s)?\b[^.;\n]{0,40}?\bsections?\s+\d/i },
  { name: 'a numbered section', pattern: /\bsections?\s+\d/i },
  { name: 'an issue number', pattern: /\bissues?\s+#?\d/i },
  { name: 'design.md, conventions.md or spec.md', pattern: /\b(?:design|conventions|spec)\.md\b/i },
];

/** A comment's lines joined into one text: line breaks and the `*` or `//` that open a line go. */
const flatten = (text: string): string => text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*/g, ' ');

/** What in the text cites a document that is not in the repository. */
const absentDocumentCitations = (text: string): string[] => {
  const flat = flatten(text);
  return ABSENT_DOCUMENTS.filter(({ pattern }) => pattern.test(flat)).map(({ name }) => name);
};

const headingsOf = (doc: string): string[] =>
  readFileSync(path.join(ROOT, doc), 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').replaceAll('`', '').toLowerCase());

const DECISIONS = readdirSync(path.join(ROOT, 'docs/decisions'));
const decisionExists = (number: string) => DECISIONS.some((file) => file.startsWith(`${number}-`));

/** Pointers into docs/ that lead nowhere: a missing file, a missing heading, a missing record. */
const brokenDocPointers = (text: string): string[] => {
  const flat = flatten(text);
  const broken: string[] = [];
  for (const [, doc = ''] of flat.matchAll(/\b(docs\/[\w./-]+?\.(?:md|json))\b/g)) {
    if (!existsSync(path.join(ROOT, doc))) broken.push(doc);
  }
  for (const [, doc = '', heading = ''] of flat.matchAll(/\b(docs\/[\w./-]+?\.md),? "([^"]+)"/g)) {
    if (!existsSync(path.join(ROOT, doc))) continue;
    const wanted = heading.replaceAll('`', '').toLowerCase();
    if (!headingsOf(doc).some((found) => found.includes(wanted))) broken.push(`${doc}, "${heading}"`);
  }
  for (const [, number = ''] of flat.matchAll(/\bdocs\/decisions\/(\d{4})/g)) {
    if (!decisionExists(number)) broken.push(`docs/decisions/${number}`);
  }
  for (const [, list = ''] of flat.matchAll(/\bdecisions? ((?:\d{4}(?:, | and | or )?)+)/gi)) {
    for (const number of list.match(/\d{4}/g) ?? []) if (!decisionExists(number)) broken.push(`decision ${number}`);
  }
  return broken;
};

/** The three folders, and the root's config files (eslint.config.js, vite.config.ts, ...). */
const files = [
  ...FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => TEXT_FILE.test(file))
      .map((file) => path.join(folder, file)),
  ),
  ...readdirSync(ROOT).filter((file) => /\.(?:[cm]?[jt]s)$/.test(file)),
];
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('comments speak of the repository alone (contract/, src/, mock-server/, root configs)', () => {
  it('reads every source file of the three folders and the root configs', () => {
    expect(files).toContain(path.join('src', 'app', 'guards.ts'));
    expect(files).toContain(path.join('mock-server', 'handlers', 'index.ts'));
    expect(files).toContain(path.join('contract', 'index.ts'));
    expect(files).toContain('eslint.config.js');
    expect(files.length).toBeGreaterThan(500);
  });

  it('cite no spec section, issue number or design note', () => {
    const citing = files.flatMap((file) => absentDocumentCitations(read(file)).map((what) => `${file}: ${what}`));
    expect(citing).toEqual([]);
  });

  it('point only at docs, headings and decision records that exist', () => {
    const broken = files.flatMap((file) => brokenDocPointers(read(file)).map((what) => `${file}: ${what}`));
    expect(broken).toEqual([]);
  });

  it.each([
    ['/** The US phone mask (spec section 5). */', 'a spec section'],
    ["/* Breakpoints follow the spec's widths (section 9: 640, 768). */", 'a numbered section'],
    ['/**\n * Wraps the wiring once and shows its error (spec\n * section 5).\n */', 'a spec section'],
    ['// Quick clicks add up (issue 20).', 'an issue number'],
    ['/** Sessions are cookie-based (design.md, "Known traps"). */', 'design.md, conventions.md or spec.md'],
  ])('finds a citation of an absent document in %j', (comment, expected) => {
    expect(absentDocumentCitations(comment)).toContain(expected);
  });

  it('lets a rule named by what it is, or a pointer into docs/, pass', () => {
    expect(absentDocumentCitations('/** The zip mask: 5 digits (docs/contract.md, "Routes"). */')).toEqual([]);
  });

  it.each([
    ['/** See docs/no-such-doc.md. */', 'docs/no-such-doc.md'],
    ['/** (docs/contract.md, "No such heading") */', 'docs/contract.md, "No such heading"'],
    ['/**\n * (docs/contract.md, "Envelope\n * and errors") and docs/decisions/0999.\n */', 'docs/decisions/0999'],
    ['// Loaded apart (decisions 0007 and 0998).', 'decision 0998'],
  ])('finds the broken pointer in %j', (comment, expected) => {
    expect(brokenDocPointers(comment)).toEqual([expected]);
  });
});
