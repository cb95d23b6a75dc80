import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { ROOT, shCommandsUnder } from './support/doc-commands';

/*
 * The commands of docs/qa.md, "Against the HTTP mock", as written, each with `--list` added so
 * that no server or browser starts: every line is a command npm and Playwright accept, the
 * plain one lists the whole HTTP suite, `--repeat-each=2` lists it twice, and the line that
 * moves the port and the universe names lists the same suite. (The runs themselves are QA's and
 * the note's: they take minutes.)
 */

const run = promisify(execFile);

const httpMockBlock = (): string[] =>
  shCommandsUnder('docs/qa.md', '## Against the HTTP mock').filter((line) => line.includes('npm run test:e2e:http'));

const withList = (command: string): string => (command.includes(' -- ') ? `${command} --list` : `${command} -- --list`);

const listedCount = async (command: string): Promise<number> => {
  const { stdout } = await run('bash', ['-e', '-c', withList(command)], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  const total = /Total: (\d+) tests? in \d+ files?/.exec(stdout);
  if (!total) throw new Error(`${command}: no "Total:" line in\n${stdout}`);
  return Number(total[1]);
};

it('lists the HTTP suite with each command of docs/qa.md: once, twice with --repeat-each=2, once on another port', async () => {
  const commands = httpMockBlock();
  expect(commands).toEqual([
    'npm run test:e2e:http',
    'npm run test:e2e:http -- --workers=4 --repeat-each=2',
    'E2E_HTTP_PORT=4217 E2E_UNIVERSE_PREFIX=ci1 npm run test:e2e:http',
  ]);
  const counts: number[] = [];
  for (const command of commands) counts.push(await listedCount(command));
  const [suite, twice, elsewhere] = counts;
  expect(suite).toBeGreaterThan(0);
  expect(twice).toBe(2 * suite!);
  expect(elsewhere).toBe(suite);
}, 120_000);
