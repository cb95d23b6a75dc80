import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/*
 * docs/performance.md is written by several benchmarks, each owning one section between
 * `<!-- bench:<name>:start ... -->` and `<!-- bench:<name>:end -->`; a run replaces its own
 * section and leaves the others as they were.
 */
export const DOCS = resolve(import.meta.dirname, '../../docs');

const HEADER = '# Performance\n\nMeasured figures, each section written by its own benchmark.\n';

export const sectionMarkers = (name: string, writer: string) => ({
  start: `<!-- bench:${name}:start (written by ${writer}; edit the script, not this section) -->`,
  end: `<!-- bench:${name}:end -->`,
});

/** Replaces (or appends) the named section of docs/performance.md. */
export const writePerformanceSection = (name: string, section: string): void => {
  const file = resolve(DOCS, 'performance.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const pattern = new RegExp(`<!-- bench:${name}:start[\\s\\S]*?<!-- bench:${name}:end -->`);
  const next = pattern.test(current) ? current.replace(pattern, () => section) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
};

/** Writes docs/<file> as pretty JSON. */
export const writeFigures = (file: string, figures: unknown): void => {
  writeFileSync(resolve(DOCS, file), `${JSON.stringify(figures, null, 2)}\n`);
};
