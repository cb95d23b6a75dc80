import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ESLint, Linter } from 'eslint';
import { ROOT } from './lint';

// Which files a rule reaches, for the tests that prove a rule of eslint.config.js guards every
// file of a folder (a new folder or a narrowed `files` pattern would leave some unguarded).

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
