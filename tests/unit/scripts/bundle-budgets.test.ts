import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBudgets, formatBudgetReport } from '../../../scripts/bundle/budgets';
import {
  measureBundle,
  MOCK_MODULE,
  QUERY_LIBRARY_MODULE,
  ROUTE_MODULES,
} from '../../../scripts/bundle/measure-bundle';

/*
 * The budget check of CI, against small hand-made builds: one within budget, and the same
 * build with a deliberately inflated chunk that a route loads first, which must fail.
 */

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Bytes that gzip cannot shrink, deterministic (a xorshift stream). */
const incompressible = (size: number): Buffer => {
  const bytes = Buffer.alloc(size);
  let state = 0x9e3779b9;
  for (let i = 0; i < size; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
};

type BuildSizes = { entry: number; signIn: number; shared: number; mock: number; css: number; queryLibrary: number };

const writeBuild = (sizes: BuildSizes): string => {
  const dist = mkdtempSync(join(tmpdir(), 'offerdesk-budget-'));
  folders.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const files = {
    'assets/index.js': sizes.entry,
    'assets/sign-in.js': sizes.signIn,
    'assets/shared.js': sizes.shared,
    'assets/dashboard.js': 1_000,
    'assets/browser.js': sizes.mock,
    'assets/query-client.js': sizes.queryLibrary,
    'assets/index.css': sizes.css,
  };
  for (const [file, size] of Object.entries(files)) writeFileSync(join(dist, file), incompressible(size));
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      css: ['assets/index.css'],
      dynamicImports: [ROUTE_MODULES.signIn, ROUTE_MODULES.dashboard, MOCK_MODULE, QUERY_LIBRARY_MODULE],
    },
    _shared: { file: 'assets/shared.js' },
    [ROUTE_MODULES.signIn]: {
      file: 'assets/sign-in.js',
      src: ROUTE_MODULES.signIn,
      isDynamicEntry: true,
      imports: ['index.html', '_shared'],
    },
    [ROUTE_MODULES.dashboard]: {
      file: 'assets/dashboard.js',
      src: ROUTE_MODULES.dashboard,
      isDynamicEntry: true,
      imports: ['index.html'],
    },
    [MOCK_MODULE]: { file: 'assets/browser.js', src: MOCK_MODULE, isDynamicEntry: true, imports: ['_shared'] },
    [QUERY_LIBRARY_MODULE]: {
      file: 'assets/query-client.js',
      src: QUERY_LIBRARY_MODULE,
      isDynamicEntry: true,
      imports: ['index.html'],
    },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
};

const within: BuildSizes = {
  entry: 80_000,
  signIn: 20_000,
  shared: 30_000,
  mock: 100_000,
  css: 20_000,
  queryLibrary: 12_000,
};

describe('the bundle budget check', () => {
  it('counts a route’s first load as the entry, the route and what they import, and the mock without what the app shares', () => {
    const figures = measureBundle(writeBuild(within));
    // Incompressible bytes gzip to a little more than their size.
    expect(figures.firstLoad.signIn.js).toBeGreaterThan(130_000);
    expect(figures.firstLoad.signIn.js).toBeLessThan(131_000);
    expect(figures.firstLoad.signIn.css).toBeGreaterThan(20_000);
    expect(figures.mock.files).toEqual(['assets/browser.js']);
  });

  it('counts the query library in the dashboard’s first load, which waits for it, and not in sign-in’s, which draws without it', () => {
    const figures = measureBundle(writeBuild(within));
    expect(figures.firstLoad.dashboard.files).toContain('assets/query-client.js');
    expect(figures.firstLoad.dashboard.js).toBeGreaterThan(93_000);
    expect(figures.firstLoad.dashboard.js).toBeLessThan(94_000);
    expect(figures.firstLoad.signIn.files).not.toContain('assets/query-client.js');
  });

  it('passes a build within every budget', () => {
    const results = checkBudgets(measureBundle(writeBuild(within)));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true]);
  });

  it('fails a deliberately inflated bundle, naming the budget and both figures', () => {
    const results = checkBudgets(measureBundle(writeBuild({ ...within, signIn: 110_000, mock: 160_000 })));
    expect(results.filter((r) => !r.ok).map((r) => r.name)).toEqual([
      'sign-in first load, JS',
      'mock chunk (msw, data library, fixtures)',
    ]);
    const report = formatBudgetReport(results);
    expect(report).toMatch(/FAIL {2}sign-in first load, JS +220\.\d KB of 179\.0 KB/);
    expect(report).toMatch(/PASS {2}sign-in first load, CSS/);
    expect(report).toMatch(/PASS {2}dashboard first load, JS +\d+\.\d KB of 198\.0 KB/);
  });
});
