import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, lintAs, repositoryLinter, ROOT, ruleFor, sourceFilesUnder } from './support/lint';

// Text is parsed, never run as code: formulas go through contract/formula's parser (decision
// 0003), and nothing in contract/, src/ or mock-server/ hands text to eval, the Function
// constructor or a string-taking timer. eslint.config.js says so (no-eval, no-new-func,
// no-implied-eval) and `npm run lint` checks every file; these tests prove the rules bite.

const FOLDERS = ['contract', 'src', 'mock-server'];
const RULES = ['no-eval', 'no-new-func', 'no-implied-eval'];

describe('no eval and no new Function (eslint.config.js)', { timeout: 60_000 }, () => {
  const eslint = repositoryLinter();
  const lint = (filePath: string, code: string) => lintAs(eslint, ROOT, filePath, code);

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

  it('rejects eval in the contract', async () => {
    const messages = await lint(
      'contract/formula/bad.ts',
      'export const compute = (formula: string, pp: number) => eval(formula.replace("pp", String(pp)));\n',
    );
    expectError(messages, { ruleId: 'no-eval', message: 'eval' });
  });

  it('rejects eval reached through window or globalThis in src/', async () => {
    const messages = await lint(
      'src/lib/bad.ts',
      'export const run = (code: string) => window.eval(code);\nexport const again = (code: string) => globalThis.eval(code);\n',
    );
    expect(messages.filter((message) => message.ruleId === 'no-eval' && message.severity === 2)).toHaveLength(2);
  });

  it('rejects new Function in the mock', async () => {
    const messages = await lint(
      'mock-server/lib/bad.ts',
      'export const make = (body: string) => new Function("pp", body);\n',
    );
    expectError(messages, { ruleId: 'no-new-func', message: 'Function constructor' });
  });

  it('rejects the Function constructor called without new', async () => {
    const messages = await lint('src/lib/bad.ts', 'export const make = (body: string) => Function("pp", body);\n');
    expectError(messages, { ruleId: 'no-new-func', message: 'Function constructor' });
  });

  it('rejects a string of code handed to a timer', async () => {
    const messages = await lint(
      'src/lib/bad.ts',
      'export const later = (code: string) => setTimeout(code, 10);\nsetTimeout("alert(1)", 10);\n',
    );
    expectError(messages, { ruleId: 'no-implied-eval', message: 'Implied eval' });
  });

  it('does not take a name that merely contains "eval" for eval', async () => {
    const messages = await lint(
      'contract/formula/good.ts',
      [
        'const evaluateFormula = (tree: unknown, scope: { pp: number }) => [tree, scope.pp];',
        'export const value = evaluateFormula({}, { pp: 1 });',
        '// eval( and new Function in a comment are words, not code.',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});
