import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The curl examples of the mock's docs (docs/mock-server/) and docs/qa.md run verbatim against the mock's
 * command-line server (what `npm run mock:serve` starts: tsx
 * mock-server/http.ts), on a free port: only the port 4010 of the text is
 * rewritten. Every `sh` block that calls curl runs in bash with `-e -o
 * pipefail`, in order, in a scratch folder; a `curl` function wraps the real
 * one with --fail-with-body and logs each call's exit status, so an HTTP
 * error anywhere, even inside `$(...)`, fails the test by name.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The mock's pages (docs/mock-server.md is their index), and the QA guide. */
const MOCK_DOCS = readdirSync(path.join(ROOT, 'docs/mock-server'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => `docs/mock-server/${file}`);
const DOCS = [...MOCK_DOCS, 'docs/qa.md'];
/** Each guide: the mock's pages as one, and the QA guide. */
const GUIDES = ['docs/mock-server/', 'docs/qa.md'];

type CurlBlock = { doc: string; heading: string; block: string };

/** The `sh` blocks of a page that call curl, each with the heading of its section. */
const curlBlocks = (doc: string): CurlBlock[] => {
  const markdown = readFileSync(path.join(ROOT, doc), 'utf8');
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)]
    .map((match) => {
      const headings = markdown.slice(0, match.index).match(/^#{2,4} .+$/gm) ?? [];
      return { doc, heading: headings.at(-1)?.replace(/^#+ /, '') ?? '(top)', block: match[1]! };
    })
    .filter(({ block }) => /(^|\$\()curl /m.test(block));
};

/** Curl calls in a block: at the start of a line or of a command substitution. */
const curlCallCount = (block: string): number => block.match(/(^|\$\()curl /gm)?.length ?? 0;

const CURL_WRAPPER = `curl() {
  if command curl --fail-with-body -sS "$@"; then printf '0\\t%s\\n' "$*" >> "$CURL_LOG"
  else local status=$?; printf '%s\\t%s\\n' "$status" "$*" >> "$CURL_LOG"; return "$status"; fi
}
`;

let server: ChildProcess;
let port: number;
let scratch: string;

/** Starts the command-line server with PORT=0 and reads the port it reports. */
const startServer = (): Promise<number> =>
  new Promise((resolve, reject) => {
    server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/http.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', QUIET: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /OfferDesk mock API on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    server.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.once('exit', (code) => reject(new Error(`the mock server exited (${code}) before listening:\n${output}`)));
  });

beforeAll(async () => {
  await run('curl', ['--version']).catch(() => {
    throw new Error(
      'curl is not installed: this test runs the curl examples of docs/mock-server/ and needs it on the PATH',
    );
  });
  scratch = mkdtempSync(path.join(tmpdir(), 'offerdesk-curl-'));
  port = await startServer();
}, 120_000);

afterAll(() => {
  server?.kill('SIGTERM');
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the curl walkthroughs of docs/mock-server/ and docs/qa.md', () => {
  const blocks = DOCS.flatMap(curlBlocks);

  it('has curl examples against 127.0.0.1:4010 to run, holds among them', () => {
    expect(blocks.filter(({ doc }) => doc.startsWith('docs/mock-server/')).length).toBeGreaterThanOrEqual(4);
    for (const guide of GUIDES)
      expect(
        blocks.some((block) => block.doc.startsWith(guide) && block.block.includes('/__mock/holds')),
        guide,
      ).toBe(true);
    for (const { block } of blocks) expect(block).toContain('API=http://127.0.0.1:4010');
  });

  it.each(blocks.map(({ doc, heading, block }, index) => ({ doc, heading, block, index })))(
    'the block of $doc under "$heading" runs, every curl call succeeding',
    { timeout: 60_000 },
    async ({ block, index }) => {
      const log = path.join(scratch, `curl-${index}.log`);
      writeFileSync(log, '');
      const script = `${CURL_WRAPPER}${block.replaceAll('127.0.0.1:4010', `127.0.0.1:${port}`)}`;
      const result = await run('bash', ['-e', '-o', 'pipefail', '-c', script], {
        cwd: scratch,
        env: { ...process.env, CURL_LOG: log },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { code?: number; stdout?: string; stderr?: string }) => ({
        failed: error.code,
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? '',
      }));
      const calls = readFileSync(log, 'utf8').trim().split('\n').filter(Boolean);
      const failures = calls.filter((line) => !line.startsWith('0\t'));
      expect({ failures, exit: 'failed' in result ? result.failed : 0, stderr: result.stderr }).toEqual({
        failures: [],
        exit: 0,
        stderr: '',
      });
      expect(calls).toHaveLength(curlCallCount(block));
      // What the blocks print are API answers: none of them an error envelope.
      expect(result.stdout).not.toContain('"success":false');
    },
  );
});
