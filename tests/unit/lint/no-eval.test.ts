import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { itAllows, itRejects, itRejectsTwice, linesOf, repositoryLint } from './support/lint';
import { ruleFor, sourceFilesUnder } from './support/rule-coverage';

// Text is parsed, never run as code: formulas go through contract/formula's parser (decision
// 0003), and nothing in contract/, src/ or mock-server/ hands text to eval, the Function
// constructor or a string-taking timer. eslint.config.js says so (no-eval, no-new-func,
// no-implied-eval) and `npm run lint` checks every file; these tests prove the rules bite.

const FOLDERS = ['contract', 'src', 'mock-server'];
const RULES = ['no-eval', 'no-new-func', 'no-implied-eval'];

describe('no eval and no new Function (eslint.config.js)', { timeout: 60_000 }, () => {
  const { eslint, lint } = repositoryLint();

  beforeAll(async () => {
    await lint('src/lib/warm-up.ts', 'export const warm = 1;\n');
  }, 60_000);

  it(`applies to every source file of ${FOLDERS.join(', ')}, the formula parser included`, async () => {
    const files = sourceFilesUnder(...FOLDERS);
    expect(files).toContain(path.join('contract', 'formula', 'parse.ts'));
    const unguarded = [];
    for (const file of files) {
      for (const rule of RULES) if (!(await ruleFor(eslint, file, rule))) unguarded.push(`${file}: ${rule}`);
    }
    expect(unguarded).toEqual([]);
  });

  itRejects(lint, [
    {
      name: 'rejects eval in the contract',
      file: 'contract/formula/bad.ts',
      code: 'export const compute = (formula: string, pp: number) => eval(formula.replace("pp", String(pp)));\n',
      error: { ruleId: 'no-eval', message: 'eval' },
    },
  ]);

  itRejectsTwice(lint, [
    {
      name: 'rejects eval reached through window or globalThis in src/',
      file: 'src/lib/bad.ts',
      code: 'export const run = (code: string) => window.eval(code);\nexport const again = (code: string) => globalThis.eval(code);\n',
      counted: (message) => message.ruleId === 'no-eval' && message.severity === 2,
    },
  ]);

  itRejects(lint, [
    {
      name: 'rejects new Function in the mock',
      file: 'mock-server/lib/bad.ts',
      code: 'export const make = (body: string) => new Function("pp", body);\n',
      error: { ruleId: 'no-new-func', message: 'Function constructor' },
    },
    {
      name: 'rejects the Function constructor called without new',
      file: 'src/lib/bad.ts',
      code: 'export const make = (body: string) => Function("pp", body);\n',
      error: { ruleId: 'no-new-func', message: 'Function constructor' },
    },
    {
      name: 'rejects a string of code handed to a timer',
      file: 'src/lib/bad.ts',
      code: 'export const later = (code: string) => setTimeout(code, 10);\nsetTimeout("alert(1)", 10);\n',
      error: { ruleId: 'no-implied-eval', message: 'Implied eval' },
    },
  ]);

  itAllows(lint, [
    {
      name: 'does not take a name that merely contains "eval" for eval',
      file: 'contract/formula/good.ts',
      code: linesOf(
        'const evaluateFormula = (tree: unknown, scope: { pp: number }) => [tree, scope.pp];',
        'export const value = evaluateFormula({}, { pp: 1 });',
        '// eval( and new Function in a comment are words, not code.',
      ),
    },
  ]);
});
