import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ScenarioName } from '@fixtures/scenarios/index';

export type MockProcess = {
  url: string;
  /** Its resident memory now, MB (Linux: /proc/<pid>/status), or null where that cannot be read. */
  residentMb: () => number | null;
  stop: () => void;
};

/**
 * `npm run mock:serve` in a process of its own, as QA and the Pact verifier run it: its work
 * never shares an event loop (or a browser's main thread) with what measures it. Ready once
 * /__mock/state answers.
 */
export const startMockProcess = async ({
  scenario,
  port,
  corsOrigins,
  cwd,
  env = {},
}: {
  scenario: ScenarioName;
  port: number;
  corsOrigins?: string;
  /** Another checkout's mock (npm run bench:mock's BENCH_BASELINE_DIR); this one's by default. */
  cwd?: string;
  /** More environment for it (MOCK_MAX_MEMORY_MB, MOCK_MAX_UNIVERSES). */
  env?: Record<string, string>;
}): Promise<MockProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/http.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SCENARIO: scenario,
      QUIET: '1',
      ...(corsOrigins ? { CORS_ORIGINS: corsOrigins } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    ...(cwd ? { cwd } : {}),
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => void child.kill('SIGTERM');
  const residentMb = (): number | null => {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      return kb === undefined ? null : Number(kb) / 1024;
    } catch {
      return null;
    }
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`mock:serve exited with ${child.exitCode} (is port ${port} free?)`);
    if (
      await fetch(`${url}/__mock/state`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, residentMb, stop };
    await sleep(100);
  }
  stop();
  throw new Error('mock:serve did not start within 30 s');
};
