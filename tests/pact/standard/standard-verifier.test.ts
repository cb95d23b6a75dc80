import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startMockHttpServer, type MockHttpServer } from '@mock/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, shCommandsUnder } from '../../unit/docs/support/doc-commands';
import { readPactFile } from '../support/pact-file';
import { WITHOUT_ROOT_CERTIFICATES } from '../support/pact-verifier';
import { startRenamingProxy } from '../support/renaming-proxy';

/*
 * Pact's standard verifier (`pact-verifier` of @pact-foundation/pact-cli, the Rust core every
 * non-JS Pact verifies with) against the HTTP mock, run by the commands of
 * docs/verifying-the-real-api.md exactly as written: the backend team's way in. PORT points the
 * commands at this run's mock (the document's `${PORT:-4010}`), and the verifier's own
 * PACT_VERIFIER_JSON_REPORT variable gives the per-interaction results to count.
 */

const run = promisify(execFile);
const SECTION = "## Run it: Pact's standard verifier";
const SIGNED_IN_USER = 'a request for the signed-in user';
const FORGOT_PASSWORD = 'a forgotten password';

type Report = { result: boolean; interactionResults: { description: string; result: string }[] };
type Outcome = { code: number; output: string; report: Report; seconds: number };

let mock: MockHttpServer;
let workDir: string;

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0, quiet: true });
  workDir = mkdtempSync(path.join(tmpdir(), 'offerdesk-pact-verifier-'));
});

afterAll(async () => {
  await mock?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const portOf = (url: string): string => new URL(url).port;

let runs = 0;
const runAsWritten = async (command: string, port: string, env: Record<string, string> = {}): Promise<Outcome> => {
  const report = path.join(workDir, `report-${++runs}.json`);
  const started = performance.now();
  const { code, output } = await run('bash', ['-e', '-c', command], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...WITHOUT_ROOT_CERTIFICATES(workDir),
      PORT: port,
      PACT_VERIFIER_JSON_REPORT: report,
      NO_COLOR: '1',
      ...env,
    },
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { code, output, seconds, report: JSON.parse(readFileSync(report, 'utf8')) as Report };
};

const failedOf = (report: Report) =>
  report.interactionResults.filter((interaction) => interaction.result !== 'OK').map((entry) => entry.description);

const commands = shCommandsUnder('docs/verifying-the-real-api.md', SECTION);

describe("Pact's standard verifier, by the document's commands", () => {
  it('the document gives the command without and with teardown calls', () => {
    expect(commands).toHaveLength(2);
    expect(commands.map((command) => command.includes('--state-change-teardown'))).toEqual([false, true]);
    for (const command of commands)
      expect(command).toMatch(/^npx pact-verifier --file pacts\/OfferDesk-web-OfferDesk-api\.json /);
  });

  it.each(commands.map((command, index) => [index === 0 ? 'setup calls only' : 'teardown calls too', command]))(
    'every interaction of the pact passes (%s)',
    async (_label, command) => {
      const outcome = await runAsWritten(command, portOf(mock.url));
      const total = readPactFile().interactions.length;
      console.log(
        `pact-verifier (${_label}): ${outcome.report.interactionResults.length - failedOf(outcome.report).length} of ${total} interactions passed in ${outcome.seconds.toFixed(1)} s`,
      );
      expect(failedOf(outcome.report), outcome.output.slice(-4000)).toEqual([]);
      expect(outcome.report.interactionResults).toHaveLength(total);
      expect(total).toBeGreaterThanOrEqual(76);
      expect(outcome.code).toBe(0);
    },
  );

  it('against a provider that renamed a field, the verifier fails that interaction and names the field', async () => {
    const proxy = await startRenamingProxy(mock.url, { from: 'fullName', to: 'name' });
    try {
      const outcome = await runAsWritten(commands[0]!, portOf(proxy.url), {
        PACT_DESCRIPTION: `^(${SIGNED_IN_USER}|${FORGOT_PASSWORD})$`,
      });
      expect(
        Object.fromEntries(outcome.report.interactionResults.map((entry) => [entry.description, entry.result])),
      ).toEqual({ [SIGNED_IN_USER]: 'Error', [FORGOT_PASSWORD]: 'OK' });
      expect(outcome.output).toMatch(/missing the following keys: fullName/);
      expect(outcome.code).not.toBe(0);
    } finally {
      await proxy.close();
    }
  });
});
