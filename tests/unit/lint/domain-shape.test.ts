import { beforeAll, describe, expect, it } from 'vitest';
import { repositoryLint } from './support/lint';
import { ruleFor, sourceFilesUnder } from './support/rule-coverage';

// Every function of mock-server/domain/ that reads or writes a universe's state takes one shape,
// `(deps: DomainDeps, ...input)` (docs/mock-server/writing-a-handler.md, "Domain operations"), so a
// handler calls any of them alike, with its ctx. eslint.config.js keeps it so; these tests prove each
// restriction bites and that the house shape, and functions that need no state, pass.

const DOMAIN_SHAPE = 'is not a shape of domain/';
const FILE = 'mock-server/domain/offers/bad.ts';
const DEPS_IMPORT = "import type { DomainDeps } from '../deps';";
const ROW_IMPORT = "import type { Row } from '../../db/runtime-schemas';";

describe('domain operations take DomainDeps first (eslint.config.js)', { timeout: 60_000 }, () => {
  const { eslint, lint } = repositoryLint();
  /** The domain-shape complaints about these lines, linted as a file of domain/offers/, each cut to what it names. */
  const shapeMessages = async (lines: readonly string[]) =>
    (await lint(FILE, `${lines.join('\n')}\n`))
      .filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.includes(DOMAIN_SHAPE))
      .map((message) => message.message.slice(0, message.message.indexOf(DOMAIN_SHAPE)).trim());

  beforeAll(async () => {
    await lint('mock-server/domain/warm-up.ts', 'export const warm = 1;\n');
  }, 60_000);

  it('applies to every file of mock-server/domain/ but deps.ts, which declares the shape', async () => {
    const guarded = async (file: string) =>
      ((await ruleFor(eslint, file, 'no-restricted-syntax')) ?? []).some((option) =>
        (option as { message: string }).message.includes(DOMAIN_SHAPE),
      );
    const files = sourceFilesUnder('mock-server/domain');
    const unguarded = [];
    for (const file of files) if (!(await guarded(file)) && file !== 'mock-server/domain/deps.ts') unguarded.push(file);
    expect(files.length).toBeGreaterThan(10);
    expect(unguarded).toEqual([]);
    expect(await guarded('mock-server/handlers/offers/create-offer.ts')).toBe(false);
  });

  it.each([
    {
      what: 'the database and the clock as loose parameters, or in a type of its own',
      lines: [
        "import type { Database } from '../../db/database';",
        "import type { MockClock } from '../../state/clock';",
        ROW_IMPORT,
        'type Deps = { db: Database; clock: MockClock };',
        "export const send = (db: Database, offer: Row<'offers'>) => db.offers.update(offer.id, {});",
        "export const stamp = (db: Database, clock: MockClock, offer: Row<'offers'>) =>",
        '  db.offers.update(offer.id, { sentToSellersAt: clock.now() });',
        "export const approve = ({ db }: Deps, offer: Row<'offers'>) => db.offers.update(offer.id, {});",
      ],
      expected: Array(5).fill('A Database or MockClock parameter or type'),
    },
    {
      what: "importing the universe's db or clock instead of being handed them",
      lines: [
        "import { db } from '../../db/database';",
        "import { clock as universeClock } from '../../state/clock';",
        "import * as database from '@mock/db/database';",
        'export const count = () => db.offers.count() + database.db.offers.count() + universeClock.nowMs();',
      ],
      expected: Array(3).fill("Importing the universe's db or clock"),
    },
    {
      what: 'DomainDeps anywhere but the first parameter',
      lines: [
        DEPS_IMPORT,
        ROW_IMPORT,
        "export const last = (offer: Row<'offers'>, deps: DomainDeps) => deps.db.offers.update(offer.id, {});",
        "export const inside = ({ deps, offer }: { deps: DomainDeps; offer: Row<'offers'> }) => deps.db.offers.update(offer.id, {});",
        "export const part = (db: DomainDeps['db'], id: number) => db.offers.findById(id);",
        'export function later(id: number, { db }: DomainDeps) { return db.offers.findById(id); }',
      ],
      expected: Array(4).fill("DomainDeps anywhere but a function's first parameter"),
    },
  ])('rejects $what', async ({ lines, expected }) => {
    expect(await shapeMessages(lines)).toEqual(expected);
  });

  it('accepts DomainDeps first, whole or destructured, and functions that need no state', async () => {
    const messages = await shapeMessages([
      DEPS_IMPORT,
      ROW_IMPORT,
      "import type { ClockAdvance } from '../../state/clock';",
      "export const send = async ({ db, clock }: DomainDeps, offer: Row<'offers'>, { actor }: { actor: Row<'users'> | null }) =>",
      '  db.offers.update(offer.id, actor ? { approvedToSendToSeller: true, sentToSellersAt: clock.now() } : {});',
      'export async function hook(deps: DomainDeps, { toMs }: ClockAdvance) { return deps.db.offers.count() + toMs; }',
      'const helper = ({ db }: DomainDeps, id: number) => db.offers.findById(id);',
      'export const find = (deps: DomainDeps, id: number) => helper(deps, id);',
      'export const tokenOf = (offerId: number, at: string): string => `best-${offerId}-${at}`;',
    ]);
    expect(messages).toEqual([]);
  });
});
