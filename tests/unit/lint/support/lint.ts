import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { expect, it } from 'vitest';

// Lints a snippet as if it lived at a given path, for the tests that prove eslint.config.js
// rejects what it must (a config change that silently drops a rule fails there).

export const ROOT = path.resolve(import.meta.dirname, '../../../..');

export type Expected = { ruleId: string; message: string };

export const lintAs = async (eslint: ESLint, root: string, filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result?.messages ?? [];
};

/** Lints a snippet as if it lived at `filePath`: `lintAs` bound to one linter and root. */
export type Lint = (filePath: string, code: string) => Promise<Linter.LintMessage[]>;

/** The repository's own config (eslint.config.js), and `lint` applying it under the repository root. */
export const repositoryLint = (): { eslint: ESLint; lint: Lint } => {
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js'), ignore: false });
  return { eslint, lint: (filePath, code) => lintAs(eslint, ROOT, filePath, code) };
};

export const expectError = (messages: Linter.LintMessage[], { ruleId, message }: Expected) => {
  expect(messages).toContainEqual(
    expect.objectContaining({ ruleId, severity: 2, message: expect.stringContaining(message) }),
  );
};

/** A snippet of code, and where it is linted as if it lived. */
export type LintCase = { name: string; file: string; code: string };

/** A test a case: the snippet carries the expected error. */
export const itRejects = (lint: Lint, cases: readonly (LintCase & { error: Expected })[]) => {
  for (const { name, file, code, error } of cases)
    it(name, async () => {
      expectError(await lint(file, code), error);
    });
};

/**
 * A test a case: the snippet breaks a rule in two places, so exactly two of its messages are
 * the kind `counted` picks, and it carries `error` when one is named.
 */
export const itRejectsTwice = (
  lint: Lint,
  cases: readonly (LintCase & { error?: Expected; counted: (message: Linter.LintMessage) => boolean })[],
) => {
  for (const { name, file, code, error, counted } of cases)
    it(name, async () => {
      const messages = await lint(file, code);
      if (error) expectError(messages, error);
      expect(messages.filter(counted)).toHaveLength(2);
    });
};

/** A test a case: `lint` finds nothing in the snippet. */
export const itAllows = (lint: Lint, cases: readonly LintCase[]) => {
  for (const { name, file, code } of cases)
    it(name, async () => {
      expect(await lint(file, code)).toEqual([]);
    });
};

/** Source lines as one text, each ended by a newline. */
export const linesOf = (...lines: string[]): string => lines.map((line) => `${line}\n`).join('');
