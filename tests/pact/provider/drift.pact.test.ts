import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockHttpServer, type MockHttpServer } from '@mock/http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROVIDER_STATES_PATH } from '../../../scripts/pact/config';
import { verifyPacts } from '../../../scripts/pact/verify';
import { readPactFile } from '../support/pact-file';
import { startRenamingProxy, type RenamingProxy } from '../support/renaming-proxy';

// The verification can fail: against a mock that drifted from the pact, the verifier reports the
// interactions that broke and how, and passes the others. Three interactions of the pact, not all
// of them, keep it quick; npm run pact:verify verifies the whole pact against the mock.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SIGNED_IN_USER = 'a request for the signed-in user';
const NO_SESSION = 'a request for the signed-in user without a session';
const FORGOT_PASSWORD = 'a forgotten password';

let mock: MockHttpServer;
let workDir: string;
let pactFile: string;

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, quiet: true });
  workDir = mkdtempSync(path.join(tmpdir(), 'offerdesk-pact-drift-'));
  const pact = readPactFile();
  const chosen = pact.interactions.filter((interaction) =>
    [SIGNED_IN_USER, NO_SESSION, FORGOT_PASSWORD].includes(interaction.description),
  );
  expect(chosen).toHaveLength(3);
  pactFile = path.join(workDir, 'drift-pact.json');
  writeFileSync(pactFile, JSON.stringify({ ...pact, interactions: chosen }));
});

afterAll(async () => {
  await mock?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const verify = (afterStateSetup?: () => Promise<void>) =>
  verifyPacts({
    providerBaseUrl: mock.url,
    statesUrl: `${mock.url}${PROVIDER_STATES_PATH}`,
    pactUrls: [pactFile],
    logLevel: 'error',
    afterStateSetup,
  });

const resultsOf = (report: Awaited<ReturnType<typeof verify>>) =>
  Object.fromEntries(report.interactions.map((interaction) => [interaction.description, interaction.result]));

describe('provider drift', () => {
  it('the three interactions pass against the mock as it is, whatever broker the shell names', async () => {
    // Pact's core falls back to these variables; a verification of local files must not (port 9: discard).
    vi.stubEnv('PACT_BROKER_BASE_URL', 'http://127.0.0.1:9');
    vi.stubEnv('PACT_BROKER_TOKEN', 'not-a-token');
    const report = await verify().finally(() => vi.unstubAllEnvs());
    expect(resultsOf(report)).toEqual({ [SIGNED_IN_USER]: 'OK', [NO_SESSION]: 'OK', [FORGOT_PASSWORD]: 'OK' });
    expect(report.passed).toBe(true);
  });

  it('a changed status (a fault control: GET /api/v1/user answers 404) fails the interactions of that route', async () => {
    // An interaction's first state (a persona state) resets the provider, which clears faults: re-add it after each state.
    const report = await verify(async () => {
      const response = await fetch(`${mock.url}/__mock/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'GET', path: '/api/v1/user', kind: '500', status: 404 }),
      });
      expect(response.status).toBe(201);
    });
    expect(report.passed).toBe(false);
    expect(resultsOf(report)).toEqual({ [SIGNED_IN_USER]: 'Error', [NO_SESSION]: 'Error', [FORGOT_PASSWORD]: 'OK' });
    expect(JSON.stringify(report.errors)).toContain('expected 200 but was 404');
    expect(JSON.stringify(report.errors)).toContain('expected 401 but was 404');
  });

  it('npm run pact:verify against a provider that renamed a field (PACT_PROVIDER_BASE_URL) fails and names it', async () => {
    const proxy: RenamingProxy = await startRenamingProxy(mock.url, { from: 'fullName', to: 'name' });
    try {
      const tsx = createRequire(import.meta.url).resolve('tsx/cli');
      const child = spawn(process.execPath, [tsx, 'scripts/pact-verify.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PACT_PROVIDER_BASE_URL: proxy.url,
          // Pact's own filter: only the interactions whose description matches.
          PACT_DESCRIPTION: `^(${SIGNED_IN_USER}|${FORGOT_PASSWORD})$`,
          NO_COLOR: '1',
        },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(output).toContain('1 of 2 interactions verified');
      expect(output).toContain(`FAILED: ${SIGNED_IN_USER}`);
      expect(output).toMatch(/missing the following keys: fullName/);
      expect(code).toBe(1);
    } finally {
      await proxy.close();
    }
  });
});
