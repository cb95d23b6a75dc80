import { spawn, type ChildProcess } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * The processes npm run bench:mock compares, each in its own process on
 * 127.0.0.1 as a user would start it: our mock:serve (mock-process.ts),
 * json-server 0.17 on a JSON file, Prism's mock on docs/openapi.json, and the
 * bare node:http ceiling.
 */

export type PeerProcess = { url: string; stop: () => void };

const ROOT = resolve(import.meta.dirname, '../../..');

const binOf = (name: string): string => realpathSync(resolve(ROOT, 'node_modules/.bin', name));

/** Spawns `node <args>` and waits until `ready(url)` is true. */
const startNodeProcess = async (
  args: readonly string[],
  {
    port,
    ready,
    env = {},
    cwd = ROOT,
  }: { port: number; ready: (url: string) => Promise<boolean>; env?: Record<string, string>; cwd?: string },
): Promise<PeerProcess> => {
  const child: ChildProcess = spawn(process.execPath, [...args], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => void child.kill('SIGTERM');
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`${args.join(' ')} exited with ${child.exitCode} (is port ${port} free?)`);
    if (await ready(url).catch(() => false)) return { url, stop };
    await sleep(100);
  }
  stop();
  throw new Error(`${args.join(' ')} did not start within 60 s`);
};

const answers = (path: string, init?: RequestInit) => async (url: string) => (await fetch(`${url}${path}`, init)).ok;

/** json-server 0.17 serving `dbFile` (its `_page`/`_limit`, `_sort`, `q` and field filters are its own). */
export const startJsonServer = (dbFile: string, port: number): Promise<PeerProcess> =>
  startNodeProcess([binOf('json-server'), '--host', '127.0.0.1', '--port', String(port), '--quiet', dbFile], {
    port,
    ready: answers('/listings?_limit=1'),
  });

/** `prism mock docs/openapi.json`: Prism's own mock of the contract (static examples; it checks the request, the session cookie's presence included). */
export const startPrism = (port: number, cookie: string): Promise<PeerProcess> =>
  startNodeProcess(
    [binOf('prism'), 'mock', resolve(ROOT, 'docs/openapi.json'), '-h', '127.0.0.1', '-p', String(port)],
    {
      port,
      ready: answers('/api/v1/listing', { headers: { cookie } }),
    },
  );

export const startCeiling = (bodiesFile: string, port: number): Promise<PeerProcess> =>
  startNodeProcess(['--import', 'tsx', resolve(ROOT, 'scripts/bench/mock/ceiling-server.ts')], {
    port,
    env: { BODIES: bodiesFile },
    ready: async (url) => (await fetch(`${url}/`)).status === 404,
  });
