import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { ROOT, shCommandsUnder } from './support/doc-commands';

/*
 * The sharding recipe of docs/qa.md, its commands as written: each `npx playwright test
 * --shard=i/n` line runs as its own "machine" (its blob-report/ in a folder of its own, through
 * PLAYWRIGHT_BLOB_OUTPUT_DIR), with `--list` added so that no browser starts; their blobs are
 * gathered into all-blob-reports/ and the merge line runs verbatim. The shards together list
 * every test of the suite exactly once, and the merged report holds them all.
 */

const run = promisify(execFile);
// Inside the checkout (as a CI job's folder is), so that npx finds the project's Playwright.
mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
const scratch = mkdtempSync(path.join(ROOT, '.cache', 'shards-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const shardingBlock = (): string[] =>
  shCommandsUnder('docs/qa.md', '## Sharding a suite over CI machines').filter((line) => line.startsWith('npx '));

const shell = (command: string, cwd: string, env: Record<string, string> = {}) =>
  run('bash', ['-e', '-c', command], {
    cwd,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });

/** The `[project] › file:line:col › title` lines of a --list run. */
const listed = (stdout: string): string[] =>
  stdout
    .split('\n')
    .filter((line) => /^\s+\[[^\]]+\] › /.test(line))
    .map((line) => line.trim());

it(
  'runs the shards of docs/qa.md: together they cover the suite once, and the merged report holds every test',
  { timeout: 300_000 },
  async () => {
    const commands = shardingBlock();
    const shards = commands.filter((command) => command.includes('--shard='));
    const merge = commands.find((command) => command.includes('merge-reports'));
    expect(shards).toEqual([
      'npx playwright test --shard=1/2 --reporter=blob',
      'npx playwright test --shard=2/2 --reporter=blob',
    ]);
    expect(merge).toBeDefined();

    const whole = listed((await shell('npx playwright test --list', ROOT)).stdout);
    expect(whole.length).toBeGreaterThan(0);

    const gathered = path.join(scratch, 'all-blob-reports');
    mkdirSync(gathered);
    const seen: string[] = [];
    for (const [index, command] of shards.entries()) {
      const machine = path.join(scratch, `machine-${index + 1}`, 'blob-report');
      const { stdout } = await shell(`${command} --list`, ROOT, { PLAYWRIGHT_BLOB_OUTPUT_DIR: machine });
      seen.push(...listed(stdout));
      for (const file of readdirSync(machine)) copyFileSync(path.join(machine, file), path.join(gathered, file));
    }
    expect([...seen].sort()).toEqual([...whole].sort());

    const { stdout } = await shell(merge!, scratch);
    expect(stdout).toContain(`Running ${whole.length} tests`);
  },
);
