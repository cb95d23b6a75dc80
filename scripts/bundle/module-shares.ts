import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * Where a chunk's bytes come from. Its source map names the module behind every stretch of the
 * output; the chunk's gzipped size is shared out among those modules in proportion to the bytes
 * each wrote (how docs/decisions/0032 and 0065 measured). What no module wrote (the bundler's
 * glue: import and export lists, its runtime helpers) counts as GLUE.
 */

export const GLUE = '(glue)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment of a source map's mappings: its numbers, decoded from base-64 VLQ. */
const decodeSegment = (segment: string): number[] => {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    shift += 5;
    if (digit & 32) continue;
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
};

export type SourceMap = { sources: string[]; mappings: string };

/** The bytes of `code` that each source wrote, by its source map; the rest under GLUE. */
export const bytesBySource = (code: string, map: SourceMap): Map<string, number> => {
  const bytes = new Map<string, number>();
  const add = (source: string, count: number) => {
    if (count > 0) bytes.set(source, (bytes.get(source) ?? 0) + count);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    // Each segment runs from its column to the next one's; a segment of one number maps nothing.
    const stretches: { column: number; source: string }[] = [];
    let column = 0;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta === undefined) {
        stretches.push({ column, source: GLUE });
        continue;
      }
      sourceIndex += sourceDelta;
      stretches.push({ column, source: map.sources[sourceIndex] ?? GLUE });
    }
    add(GLUE, (stretches[0]?.column ?? line.length) + (lineIndex < lines.length - 1 ? 1 : 0));
    stretches.forEach((stretch, index) =>
      add(stretch.source, (stretches[index + 1]?.column ?? line.length) - stretch.column),
    );
  });
  return bytes;
};

/**
 * A module's source as the repository names it, `src/...` or `node_modules/...`, whichever folder
 * the build was written to (and wherever a checkout's node_modules lives), so two builds compare.
 */
const fromRepo = (source: string): string => {
  const inPackage = source.lastIndexOf('node_modules/');
  return inPackage >= 0 ? source.slice(inPackage) : source.replace(/^(\.\.\/)+/, '');
};

/** The gzipped bytes of `files` (of the build in `dist`) shared out among their modules, largest first. */
export const moduleShares = (dist: string, files: readonly string[]): { module: string; bytes: number }[] => {
  const shares = new Map<string, number>();
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    const gzipped = gzipSync(code, { level: 9 }).length;
    const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as SourceMap;
    for (const [source, count] of bytesBySource(code, map)) {
      const module = fromRepo(source);
      shares.set(module, (shares.get(module) ?? 0) + (gzipped * count) / code.length);
    }
  }
  return [...shares].map(([module, bytes]) => ({ module, bytes })).sort((a, b) => b.bytes - a.bytes);
};
