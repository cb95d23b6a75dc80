import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { expect } from 'vitest';

// Lints a snippet as if it lived at a given path, for the tests that prove eslint.config.js
// rejects what it must (a config change that silently drops a rule fails there).

export const ROOT = path.resolve(import.meta.dirname, '../../../..');

export type Expected = { ruleId: string; message: string };

/** The repository's own config, applied to files under the repository root. */
export const repositoryLinter = (): ESLint =>
  new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js'), ignore: false });

export const lintAs = async (eslint: ESLint, root: string, filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result?.messages ?? [];
};

export const expectError = (messages: Linter.LintMessage[], { ruleId, message }: Expected) => {
  expect(messages).toContainEqual(
    expect.objectContaining({ ruleId, severity: 2, message: expect.stringContaining(message) }),
  );
};

const SOURCE_FILE = /\.(?:ts|tsx|js|jsx|mjs|cjs)$/;

/** Every source file under the given folders of the repository, as repository-relative paths. */
export const sourceFilesUnder = (...folders: string[]): string[] =>
  folders.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE_FILE.test(file))
      .map((file) => path.join(folder, file)),
  );

/** The options of a rule as the config resolves it for a file, or undefined when it is off. */
export const ruleFor = async (eslint: ESLint, file: string, ruleId: string): Promise<unknown[] | undefined> => {
  const config = (await eslint.calculateConfigForFile(path.join(ROOT, file))) as Linter.Config | undefined;
  const entry = config?.rules?.[ruleId];
  const [severity, ...options] = Array.isArray(entry) ? entry : [entry];
  return severity === 2 || severity === 'error' ? options : undefined;
};
