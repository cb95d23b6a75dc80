import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER, PACT_DIR, PACT_FILE } from '../../../scripts/pact/config';
import { contractTag, publishCommand } from '../../../scripts/pact/publish';

// npm run pact:publish (docs/contract-changes.md, "The Pact Broker"): the command it runs, and
// that command run for real, by the Pact CLI shipped in @pact-foundation/pact-cli, against a
// stand-in broker on 127.0.0.1 that records what it is sent. No broker runs on this machine.

const ROOT = path.resolve(import.meta.dirname, '../../..');

type Received = { method: string; url: string; authorization?: string; body: string };

const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });

// Two cases start Pact's CLI (a Ruby bundle): about a second quiet, past vitest's default 5 s on
// a loaded 2-core machine, where both timed out.
describe('pact:publish', { timeout: 30_000 }, () => {
  it('publishes every pact file of the folder with the git sha, the branch and the contract version as a tag', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pacts-'));
    try {
      for (const name of ['OfferDesk-web-Payments.json', 'OfferDesk-web-OfferDesk-api.json', 'notes.txt'])
        writeFileSync(path.join(folder, name), '{}');
      const { args, pactFiles } = publishCommand({
        brokerUrl: 'https://broker.example',
        consumerVersion: '0123abcd',
        branch: 'main',
        contractVersion: '3.1.0',
        pactDir: folder,
      });
      const files = ['OfferDesk-web-OfferDesk-api.json', 'OfferDesk-web-Payments.json'].map((name) =>
        path.join(folder, name),
      );
      expect(pactFiles).toEqual(files);
      expect(args.slice(1)).toEqual([
        'publish',
        ...files,
        '--broker-base-url',
        'https://broker.example',
        '--consumer-app-version',
        '0123abcd',
        '--branch',
        'main',
        '--tag',
        'api-3.1.0',
      ]);
      expect(
        publishCommand({
          brokerUrl: 'https://broker.example',
          consumerVersion: '0123abcd',
          contractVersion: '3.1.0',
          pactDir: folder,
        }).args,
      ).not.toContain('--branch');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  describe('run by the Pact CLI against a stand-in broker', () => {
    const received: Received[] = [];
    let broker: Server;
    let url: string;
    beforeAll(async () => {
      broker = createServer((request: IncomingMessage, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push({
            method: request.method ?? '',
            url: request.url ?? '',
            authorization: request.headers.authorization,
            body,
          });
          response.setHeader('content-type', 'application/hal+json');
          response.end(
            JSON.stringify(
              request.method === 'GET'
                ? { _links: { 'pb:publish-contracts': { href: `${url}/contracts/publish` } } }
                : { notices: [{ type: 'success', text: 'published' }], _links: {}, _embedded: {} },
            ),
          );
        });
      });
      await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(broker.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => broker.close(() => resolve())));

    it('sends the pact, the consumer version, the branch and the tag, with the token from the environment', async () => {
      const { command, args } = publishCommand({
        brokerUrl: url,
        consumerVersion: 'f00dfeed',
        branch: 'i29',
        contractVersion: '2.0.0',
        pactDir: PACT_DIR,
      });
      const { code, output } = await run(command, args, { ...process.env, PACT_BROKER_TOKEN: 'secret-token' });
      expect(code, output).toBe(0);
      expect(args.join(' ')).not.toContain('secret-token');

      const publish = received.find((request) => request.method === 'POST');
      expect(publish?.url).toBe('/contracts/publish');
      expect(publish?.authorization).toBe('Bearer secret-token');
      const sent = JSON.parse(publish!.body) as {
        pacticipantName: string;
        pacticipantVersionNumber: string;
        branch: string;
        tags: string[];
        contracts: { consumerName: string; providerName: string; content: string }[];
      };
      expect(sent).toMatchObject({
        pacticipantName: CONSUMER,
        pacticipantVersionNumber: 'f00dfeed',
        branch: 'i29',
        tags: [contractTag('2.0.0')],
      });
      expect(sent.contracts).toHaveLength(1);
      // The CLI stamps its own library versions into the metadata; the pact itself goes as written.
      type Pact = { consumer: unknown; provider: unknown; interactions: unknown[] };
      const published = JSON.parse(Buffer.from(sent.contracts[0]!.content, 'base64').toString('utf8')) as Pact;
      const written = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as Pact;
      expect(published.interactions.length).toBeGreaterThan(0);
      expect([published.consumer, published.provider, published.interactions]).toEqual([
        written.consumer,
        written.provider,
        written.interactions,
      ]);
    });
  });

  it('without PACT_BROKER_BASE_URL says so, prints the command and exits 0', async () => {
    const env = { ...process.env };
    delete env.PACT_BROKER_BASE_URL;
    const { code, output } = await run(process.execPath, ['--import', 'tsx', 'scripts/pact-publish.ts'], env);
    expect(code, output).toBe(0);
    expect(output).toContain('PACT_BROKER_BASE_URL is not set');
    expect(output).toContain('nothing was published');
    expect(output).toMatch(
      /pact-broker publish pacts\/OfferDesk-web-OfferDesk-api\.json --broker-base-url \$PACT_BROKER_BASE_URL --consumer-app-version [0-9a-f]{40} .*--tag api-\d+\.\d+\.\d+/,
    );
  });
});
