import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { buildScenario } from '@fixtures/scenarios/index';
import { dataHash } from '../fixtures/canonical-hash';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PRINT_HASHES = path.join(import.meta.dirname, 'support/print-seeding-hashes.ts');

type Hashes = { data: string; snapshots: [string, string]; tokens: string[]; timeZone: string };

/** Two seedings of the scenario in a fresh Node process started with the given TZ (Node reads TZ only at start-up). */
const seedInTimeZone = async (timeZone: string, seed: number): Promise<Hashes> => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', PRINT_HASHES, 'demo', String(seed)], {
    cwd: ROOT,
    env: { ...process.env, TZ: timeZone },
  });
  return JSON.parse(stdout) as Hashes;
};

// Auckland is ahead of UTC and Los Angeles behind it: seeded calendar dates are midnight UTC,
// which local-time methods would misread only west of Greenwich. One process each, in parallel.
it(
  'seeds the demo to the same snapshot twice, under TZ=UTC, Pacific/Auckland and America/Los_Angeles alike; another seed differs; session tokens are left out of the hash and never repeat',
  { timeout: 120_000 },
  async () => {
    const [utc, auckland, losAngeles, otherSeed] = await Promise.all([
      seedInTimeZone('UTC', 1),
      seedInTimeZone('Pacific/Auckland', 1),
      seedInTimeZone('America/Los_Angeles', 1),
      seedInTimeZone('UTC', 2),
    ]);
    expect([utc.timeZone, auckland.timeZone, losAngeles.timeZone]).toEqual([
      'UTC',
      'Pacific/Auckland',
      'America/Los_Angeles',
    ]);
    const [first, second] = utc.snapshots;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(auckland.snapshots).toEqual([first, first]);
    expect(losAngeles.snapshots).toEqual([first, first]);
    expect(otherSeed.snapshots[0]).toBe(otherSeed.snapshots[1]);
    expect(otherSeed.snapshots[0]).not.toBe(first);
    // The fixtures alone agree too, with each other and with this process's own time zone.
    expect(new Set([utc.data, auckland.data, losAngeles.data, dataHash(buildScenario('demo', 1).data)]).size).toBe(1);
    expect(otherSeed.data).not.toBe(utc.data);
    // Each seeding signed two personas in: equal data, and yet every session token differs (random, not data).
    const tokens = [utc, auckland, losAngeles, otherSeed].flatMap((run) => run.tokens);
    expect(tokens).toHaveLength(16);
    expect(new Set(tokens).size).toBe(16);
  },
);
