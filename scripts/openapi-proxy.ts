import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiDocument } from './openapi/document';
import { prismView } from './openapi/prism-view';

/*
 * Prism's validating proxy in front of an API, with the document as Prism can
 * check it (scripts/openapi/prism-view.ts):
 *
 *   npm run openapi:proxy -- <upstream URL> [more prism proxy options]
 *
 * e.g. npm run openapi:proxy -- http://localhost:8080 --port 4011
 * Send your session to the proxy; it names every violation in its log and in
 * an sl-violations header, and (--errors) answers 500 instead of a response
 * that breaks the document.
 */
const [upstream, ...options] = process.argv.slice(2);
if (!upstream) {
  console.error('Usage: npm run openapi:proxy -- <upstream URL> [prism proxy options]');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const view = resolve(root, '.cache/openapi/prism-view.json');
mkdirSync(resolve(view, '..'), { recursive: true });
writeFileSync(view, JSON.stringify(prismView(buildOpenApiDocument())));
const prism = resolve(root, 'node_modules/@stoplight/prism-cli/dist/index.js');
const child = spawn(process.execPath, [prism, 'proxy', view, upstream, '--errors', ...options], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => child.kill(signal));
