import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { bytesBySource, GLUE, moduleShares } from '../../../scripts/bundle/module-shares';

/*
 * What a first load is made of (npm run bundle:modules, docs/performance.md "Finding what grew"),
 * read from hand-made chunks whose source maps say which module wrote which bytes.
 */

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// Line 1: columns 0-9 from source 0, 10-29 from source 1, 30-34 from no source; line 2: all source 1.
const CODE = `${'a'.repeat(10)}${'b'.repeat(20)}${'c'.repeat(5)}\n${'d'.repeat(12)}`;
const MAP = {
  sources: ['../../src/app/app.tsx', '../../node_modules/zod/v3/types.js'],
  // [column, source, line, column] as deltas: (0, 0), (+10, +1), (+20: a column alone), then (0, +0) on line 2.
  mappings: 'AAAA,UCAA,oB;AAAA',
};

describe('where a chunk’s bytes come from', () => {
  it('counts each stretch for the module its source map names, and the rest as glue', () => {
    const bytes = bytesBySource(CODE, MAP);
    expect(Object.fromEntries(bytes)).toEqual({
      '../../src/app/app.tsx': 10,
      '../../node_modules/zod/v3/types.js': 32,
      [GLUE]: 6,
    });
    expect([...bytes.values()].reduce((sum, count) => sum + count, 0)).toBe(CODE.length);
  });

  it('shares out the gzipped size in proportion, naming modules from the repository', () => {
    const dist = mkdtempSync(join(tmpdir(), 'offerdesk-shares-'));
    folders.push(dist);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'chunk.js'), CODE);
    writeFileSync(join(dist, 'assets', 'chunk.js.map'), JSON.stringify(MAP));
    const gzipped = gzipSync(CODE, { level: 9 }).length;

    const shares = moduleShares(dist, ['assets/chunk.js']);
    expect(shares.map(({ module }) => module)).toEqual(['node_modules/zod/v3/types.js', 'src/app/app.tsx', GLUE]);
    expect(shares[0]!.bytes).toBeCloseTo((gzipped * 32) / CODE.length, 6);
    expect(shares.reduce((sum, { bytes }) => sum + bytes, 0)).toBeCloseTo(gzipped, 6);
  });
});
