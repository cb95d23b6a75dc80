import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ScenarioName } from '@fixtures/scenarios/index';

export type MockProcess = { url: string; stop: () => void };

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
}: {
  scenario: ScenarioName;
  port: number;
  corsOrigins?: string;
  /** Another checkout's mock (npm run bench:mock's BENCH_BASELINE_DIR); this one's by default. */
  cwd?: string;
}): Promise<MockProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/http.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SCENARIO: scenario,
      QUIET: '1',
      ...(corsOrigins ? { CORS_ORIGINS: corsOrigins } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    ...(cwd ? { cwd } : {}),
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => void child.kill('SIGTERM');
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`mock:serve exited with ${child.exitCode} (is port ${port} free?)`);
    if (
      await fetch(`${url}/__mock/state`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop };
    await sleep(100);
  }
  stop();
  throw new Error('mock:serve did not start within 30 s');
};
