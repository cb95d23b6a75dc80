import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

/*
 * APP_DIR: the mock serves a production build of the app (built with
 * VITE_MOCK=off) on its own origin, so a browser pointed at the mock gets
 * the app, its API and its universe cookie (POST /__mock/universes/<name>/enter)
 * from one place: no CORS, no proxy.
 * Files as they are; index.html for every other path (the app routes), with
 * `data-mock="ready"` on its <html>, the mark the in-browser mock sets once
 * it answers, so QA's helpers wait the same way against either mock.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export type AppFiles = {
  /** A GET or HEAD outside /api/ and /__mock/. */
  serves(method: string, pathname: string): boolean;
  write(
    outgoing: ServerResponse,
    method: string,
    pathname: string,
    headers: Readonly<Record<string, string | string[]>>,
  ): void;
};

export const appFilesFrom = (directory: string): AppFiles => {
  const root = resolve(directory);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(
      `APP_DIR=${directory} holds no index.html: build the app first (VITE_MOCK=off npm run build -- --outDir ${directory})`,
    );
  const index = readFileSync(indexFile, 'utf8').replace(/<html(\s|>)/, '<html data-mock="ready"$1');
  return {
    serves: (method, pathname) =>
      (method === 'GET' || method === 'HEAD') && !pathname.startsWith('/api/') && !pathname.startsWith('/__mock/'),
    write(outgoing, method, pathname, headers) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        decoded = '/';
      }
      const candidate = normalize(join(root, decoded));
      const isFile =
        candidate.startsWith(`${root}/`) &&
        existsSync(candidate) &&
        statSync(candidate).isFile() &&
        candidate !== indexFile;
      if (!isFile) {
        outgoing.writeHead(200, {
          ...headers,
          'content-type': TYPES['.html']!,
          'content-length': String(Buffer.byteLength(index)),
          'cache-control': 'no-cache',
        });
        outgoing.end(method === 'HEAD' ? undefined : index);
        return;
      }
      outgoing.writeHead(200, {
        ...headers,
        'content-type': TYPES[extname(candidate)] ?? 'application/octet-stream',
        'content-length': String(statSync(candidate).size),
      });
      if (method === 'HEAD') outgoing.end();
      else createReadStream(candidate).pipe(outgoing);
    },
  };
};
