import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/ is where a newcomer finds why things are as they are. Every record says when
// it was decided and whether it still holds (accepted, or superseded by a later record), and
// the index, docs/decisions/README.md, lists every record with its title, date and status.

const DIR = path.resolve(import.meta.dirname, '../../../docs/decisions');
const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const STATUS = /^(?:accepted|superseded by (\d{4}))$/;

type Entry = { number: string; file: string; title: string; date: string; status: string };

const read = (file: string) => readFileSync(path.join(DIR, file), 'utf8');
const files = readdirSync(DIR)
  .filter((file) => RECORD_FILE.test(file))
  .sort();

/** The header of a record: `# NNNN: title`, then `Date: YYYY-MM-DD` and `Status: ...` lines. */
const headerOf = (file: string): Partial<Entry> => {
  const lines = read(file).split('\n').slice(0, 8);
  const title = /^# (\d{4}): (.+)$/.exec(lines[0] ?? '');
  const field = (name: string) =>
    lines.map((line) => new RegExp(`^${name}: (.+)$`).exec(line)?.[1]).find((value) => value !== undefined);
  return { number: title?.[1], file, title: title?.[2], date: field('Date'), status: field('Status') };
};

/** The rows of the index table: `| [NNNN](file) | title | date | status |`. */
const indexRows = (): Partial<Entry>[] =>
  read('README.md')
    .split('\n')
    .filter((line) => /^\| \[\d{4}\]/.test(line))
    .map((line) => {
      const [link = '', title, date, status] = line.slice(2, -2).split(' | ');
      const [, number, file] = /^\[(\d{4})\]\((.+)\)$/.exec(link) ?? [];
      return { number, file, title, date, status };
    });

const isCalendarDate = (text: string | undefined): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text ?? '') && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text ?? '-');

describe('decision records (docs/decisions/)', () => {
  it('are there, one file per number', () => {
    const numbers = files.map((file) => RECORD_FILE.exec(file)?.[1]);
    expect(numbers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(files)('%s opens with its number and title, a date and a status', (file) => {
    const header = headerOf(file);
    expect(header.number).toBe(RECORD_FILE.exec(file)?.[1]);
    expect(header.title).toBeTruthy();
    expect(isCalendarDate(header.date), `Date: ${header.date}`).toBe(true);
    const superseding = STATUS.exec(header.status ?? '');
    expect(superseding, `Status: ${header.status}`).not.toBeNull();
    if (superseding?.[1]) expect(files.some((other) => other.startsWith(`${superseding[1]}-`))).toBe(true);
  });

  it('run from 0001 without a gap, but for the numbers the index names as unused', () => {
    const unused = /^Unused numbers: ([\d, ]+)\./m.exec(read('README.md'))?.[1]?.split(', ') ?? [];
    const numbers = [...files.map((file) => RECORD_FILE.exec(file)?.[1] ?? ''), ...unused]
      .map(Number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('are each listed in the index (README.md) with the same title, date and status, and nothing else is', () => {
    expect(indexRows()).toEqual(files.map(headerOf));
  });
});
