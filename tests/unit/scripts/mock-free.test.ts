import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMockCodeReport, mockCodeIn } from '../../../scripts/bundle/mock-free';

/*
 * The check that a VITE_MOCK=off build carries no mock code (npm run test:budgets builds one
 * and runs it), against small hand-made builds whose source maps name their modules.
 */

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const writeBuild = (chunks: Record<string, string[]>): string => {
  const dist = mkdtempSync(join(tmpdir(), 'offerdesk-mock-free-'));
  folders.push(dist);
  mkdirSync(join(dist, 'assets'));
  for (const [file, sources] of Object.entries(chunks)) {
    writeFileSync(join(dist, 'assets', file), 'export {};');
    writeFileSync(join(dist, 'assets', `${file}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
  }
  return dist;
};

const APP = ['../../src/main.tsx', '../../src/app/mock-panel.ts', '../../node_modules/react/index.js'];

describe('the mock-free check of a VITE_MOCK=off build', () => {
  it('passes a build whose modules are the app’s own', () => {
    expect(mockCodeIn(writeBuild({ 'index.js': APP, 'dashboard.js': ['../../src/features/listings/x.tsx'] }))).toEqual(
      [],
    );
    expect(formatMockCodeReport([])).toMatch(/^PASS {2}the VITE_MOCK=off build carries no mock code/);
  });

  it('fails a build with the mock panel, the mock or msw in any chunk, naming chunk and modules', () => {
    const found = mockCodeIn(
      writeBuild({
        'index.js': APP,
        'mock-panel-start.js': ['../../src/features/mock-panel/mock-panel-start.ts'],
        'browser.js': ['../../mock-server/lib/journal.ts', '../../node_modules/msw/lib/core/index.mjs'],
      }),
    );
    expect(found).toEqual([
      {
        file: 'assets/browser.js',
        sources: ['../../mock-server/lib/journal.ts', '../../node_modules/msw/lib/core/index.mjs'],
      },
      { file: 'assets/mock-panel-start.js', sources: ['../../src/features/mock-panel/mock-panel-start.ts'] },
    ]);
    expect(formatMockCodeReport(found)).toContain('FAIL  the VITE_MOCK=off build carries mock code:');
  });

  it('refuses to judge a build without source maps', () => {
    const dist = writeBuild({});
    writeFileSync(join(dist, 'assets', 'index.js'), 'export {};');
    expect(() => mockCodeIn(dist)).toThrow(/has no source maps/);
  });
});
