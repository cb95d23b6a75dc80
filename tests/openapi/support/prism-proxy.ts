import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../unit/contract/contract-walk';

const PRISM = path.join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');

export type PrismProxy = { url: string; output: () => string; stop: () => Promise<void> };

/**
 * `prism proxy <document> <upstream> --errors` on a free loopback port, the
 * command the backend team runs: it validates every request and response
 * against the document, answers 422 or 401 for a request it refuses and 500
 * for a response that breaks the document, and names each problem in an
 * sl-violations header. Resolves once Prism says where it listens.
 */
export const startPrismProxy = (document: string, upstream: string): Promise<PrismProxy> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [PRISM, 'proxy', document, upstream, '--errors', '--host', '127.0.0.1', '--port', '0'],
      {
        cwd: ROOT,
        env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) resolve({ url: listening[1]!, output: () => output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`prism exited (${code}) before listening:\n${output}`)));
  });
