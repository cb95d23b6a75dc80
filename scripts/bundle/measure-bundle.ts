import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryKey, filesOf, staticClosure, type Manifest } from './manifest-graph';

/*
 * Sizes of the production build, gzipped (level 9, as a static host would precompress). The
 * routes' first loads count the app's own JavaScript and CSS that the screen waits for before
 * it draws; the in-browser mock (msw, the
 * data library, the fixtures) is measured on its own, since a build against a real API
 * (VITE_MOCK=off) never loads it.
 */

export const ROUTE_MODULES = {
  signIn: 'src/features/auth/routes/sign-in-route.tsx',
  dashboard: 'src/features/listings/routes/dashboard-route.tsx',
} as const;
export const MOCK_MODULE = 'mock-server/browser.ts';
/**
 * TanStack Query, loaded apart from the entry: every screen's route waits for it before the
 * screen draws, except the screens that draw first without it (`firstScreen` in
 * src/app/routes/lazy-page.ts, docs/decisions/0032). It counts in those other screens' first load.
 */
export const QUERY_LIBRARY_MODULE = 'src/lib/query-client.ts';
const DRAWN_BEFORE_QUERY_LIBRARY: ReadonlySet<keyof typeof ROUTE_MODULES> = new Set(['signIn']);

type RouteLoad = { js: number; css: number; files: string[] };
export type BundleFigures = {
  firstLoad: Record<keyof typeof ROUTE_MODULES, RouteLoad>;
  totalJs: number;
  largestChunk: { file: string; bytes: number };
  mock: { bytes: number; files: string[] };
};

const gzipBytes = (dist: string, file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const sum = (dist: string, files: readonly string[]) => files.reduce((total, file) => total + gzipBytes(dist, file), 0);

const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

export const measureBundle = (dist: string): BundleFigures => {
  const manifest = readManifest(dist);
  const entry = entryKey(manifest);
  const mockKey = Object.keys(manifest).find((key) => manifest[key]?.src === MOCK_MODULE);
  if (!mockKey) throw new Error(`The build has no chunk for ${MOCK_MODULE}`);

  const routeLoad = (route: keyof typeof ROUTE_MODULES): RouteLoad => {
    const module = ROUTE_MODULES[route];
    if (!manifest[module]) throw new Error(`The build has no chunk for ${module}`);
    const waitsFor = DRAWN_BEFORE_QUERY_LIBRARY.has(route) ? [] : [QUERY_LIBRARY_MODULE];
    const { js, css } = filesOf(manifest, staticClosure(manifest, [entry, module, ...waitsFor]));
    return { js: sum(dist, js), css: sum(dist, css), files: [...js, ...css] };
  };

  // What only the mock loads: its closure minus everything the app's own chunks reach.
  const appKeys = Object.keys(manifest).filter(
    (key) => key !== mockKey && (manifest[key]?.isEntry || manifest[key]?.isDynamicEntry),
  );
  const appReach = staticClosure(manifest, appKeys);
  const mockOnly = [...staticClosure(manifest, [mockKey])].filter((key) => !appReach.has(key));
  const mockFiles = filesOf(manifest, mockOnly).js;

  const allJs = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const sized = allJs.map((file) => ({ file, bytes: gzipBytes(dist, file) }));
  const largestChunk = sized.reduce((largest, chunk) => (chunk.bytes > largest.bytes ? chunk : largest), {
    file: '',
    bytes: 0,
  });

  return {
    firstLoad: { signIn: routeLoad('signIn'), dashboard: routeLoad('dashboard') },
    totalJs: sized.reduce((total, chunk) => total + chunk.bytes, 0),
    largestChunk,
    mock: { bytes: sum(dist, mockFiles), files: mockFiles },
  };
};
