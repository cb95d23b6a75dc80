import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

// A circle of imports inside the mock (types included) means two modules each need the other:
// neither can be read, tested or moved alone. eslint's import-x/no-cycle skips type-only imports,
// so madge walks the whole graph here.

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('mock-server/ imports', () => {
  it('form no circle, type imports included', { timeout: 60_000 }, async () => {
    const graph = await madge(path.join(ROOT, 'mock-server'), {
      fileExtensions: ['ts'],
      tsConfig: path.join(ROOT, 'tsconfig.json'),
    });
    expect(graph.circular()).toEqual([]);
  });
});
