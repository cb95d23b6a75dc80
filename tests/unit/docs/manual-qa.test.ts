import { spawn, type ChildProcess } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, json } from '../mock-server/support/cookie-jar';
import { ROOT, shCommandsUnder } from './support/doc-commands';

/*
 * docs/qa.md, "Manual QA against the standalone mock": its two lines, run as written, on ports
 * of their own (PORT for the mock, DEV_PORT and MOCK_API_URL for the dev server, as the section
 * says). Then, through whichever URL the dev server prints, and through the other host name:
 * the page is served, signing in works and the session holds on the next call (a cookie of
 * the page's own origin), and the mock's controls answer. The mock's first line names the
 * scenario it serves.
 */

const MOCK_PORT = 4147;
const DEV_PORT = 5147;
const started: ChildProcess[] = [];

/** Runs a command line in its own process group; resolves once `ready` matches its output. */
const startCommand = (command: string, env: Record<string, string>, ready: RegExp): Promise<RegExpExecArray> =>
  new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // Vite colours its banner; the URL is read without the escapes.
      const found = ready.exec(stripVTControlCharacters(output));
      if (found) resolve(found);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`)));
  });

let mockLine: RegExpExecArray;
let printedUrl: URL;

beforeAll(async () => {
  const [mockCommand, devCommand] = shCommandsUnder('docs/qa.md', '## Manual QA against the standalone mock');
  expect([mockCommand, devCommand]).toEqual(['npm run mock:serve', 'npm run dev:http']);
  mockLine = await startCommand(mockCommand!, { PORT: String(MOCK_PORT), QUIET: '1' }, /OfferDesk mock API on .*\n/);
  const [, url] = await startCommand(
    devCommand!,
    { DEV_PORT: String(DEV_PORT), MOCK_API_URL: `http://127.0.0.1:${MOCK_PORT}` },
    /Local:\s+(http:\/\/\S+)/,
  );
  printedUrl = new URL(url!);
}, 120_000);

afterAll(() => {
  // Each command ran in its own process group: npm, the shell and the server go together.
  for (const child of started) if (child.pid) process.kill(-child.pid, 'SIGTERM');
});

describe('Manual QA through the dev server', () => {
  it('starts the mock with a line naming the scenario it serves, and the dev server on DEV_PORT', () => {
    expect(mockLine[0].trim()).toBe(`OfferDesk mock API on http://127.0.0.1:${MOCK_PORT} (scenario demo, seed 1)`);
    expect(printedUrl.port).toBe(String(DEV_PORT));
  });

  it.each(['printed', '127.0.0.1'] as const)(
    'at the %s URL: serves the app, signs in, keeps the session on the next call, and reaches the mock',
    { timeout: 60_000 },
    async (which) => {
      const origin = which === 'printed' ? printedUrl.origin : `http://127.0.0.1:${DEV_PORT}`;
      const page = await fetch(`${origin}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');

      // What a browser sends from the page: its own origin.
      const jar = new CookieJar();
      const login = await jar.fetch(
        `${origin}/api/v1/auth/login`,
        json({ email: 'listing.agent@offerdesk.test', password: 'OfferDesk2026' }, { headers: { origin } }),
      );
      expect(login.status).toBe(200);
      const me = await jar.fetch(`${origin}/api/v1/user`);
      expect(me.status).toBe(200);
      expect(((await me.json()) as { body: { email: string } }).body.email).toBe('listing.agent@offerdesk.test');

      const session = await jar.fetch(`${origin}/__mock/session`);
      expect(((await session.json()) as { body: { user: { email: string } } }).body.user.email).toBe(
        'listing.agent@offerdesk.test',
      );
    },
  );
});
