import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

/*
 * A plain static file server for the production build, as any host (nginx, S3, GitHub Pages
 * with a fallback) would serve it: files as they are, and index.html for every other path so
 * the single-page app can route. Nothing of Vite runs.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export type StaticServer = { url: string; close: () => Promise<void> };

export const startStaticServer = async (root: string): Promise<StaticServer> => {
  const base = resolve(root);
  if (!existsSync(join(base, 'index.html'))) throw new Error(`No build in ${base}: run npm run build first`);
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const candidate = normalize(join(base, pathname));
    const isFile = candidate.startsWith(base) && existsSync(candidate) && statSync(candidate).isFile();
    const file = isFile ? candidate : join(base, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};
