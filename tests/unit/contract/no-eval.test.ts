import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './contract-walk';

// The acceptance check of issue 2, `grep -rE "eval\(|new Function" contract src mock-server`
// finds nothing, as a test: formulas and everything else are parsed, never run as code.

const PATTERN = /eval\(|new Function/;
const DIRECTORIES = ['contract', 'src', 'mock-server'];
const SOURCE_FILE = /\.(?:ts|tsx|js|jsx|mjs|cjs)$/;

const sourceFiles = (directory: string): string[] =>
  readdirSync(path.join(ROOT, directory), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE_FILE.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(directory, file));

/** `file:line: text` for every line that evaluates text as code. */
const offendingLines = (file: string, text: string): string[] =>
  text.split('\n').flatMap((line, index) => (PATTERN.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));

describe('no eval and no new Function', () => {
  const files = DIRECTORIES.filter((directory) => existsSync(path.join(ROOT, directory))).flatMap(sourceFiles);

  it('scans the contract, including the formula parser', () => {
    expect(files).toContain(path.join('contract', 'formula', 'parse.ts'));
  });

  it('finds the patterns it looks for', () => {
    expect(offendingLines('x.ts', 'const a = 1;\nconst f = new Function("return 1");\nwindow.eval(code);')).toEqual([
      'x.ts:2: const f = new Function("return 1");',
      'x.ts:3: window.eval(code);',
    ]);
    expect(offendingLines('x.ts', 'evaluateFormula(tree, { pp });')).toEqual([]);
  });

  it(`finds nothing in ${DIRECTORIES.join(', ')}`, () => {
    const found = files.flatMap((file) => offendingLines(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
