import { cpus, loadavg } from 'node:os';
import { getResponse } from 'msw';
import { db } from '@mock/db/database';
import { seedData } from '@mock/db/seed';
import { resetMock } from '@mock/handlers/controls/reset';
import { serverHandlers } from '@mock/handlers/server-handlers';
import { installMockBackend } from '@mock/install';
import { runtimeOptions } from '@mock/lib/runtime';
import { fixturesRegistry } from '@mock/scenarios';
import { createUniverseScope, type UniverseScope } from '@mock/state/universe-local';
import { installUniverseContext, runInUniverse } from '@mock/universes/context';
import { UniverseRegistry } from '@mock/universes/registry';
import { offerListingId, offerTerms, signedIn, type Send } from './bench/offer-writes';
import { sectionMarkers, writePerformanceSection } from './bench/performance-doc';

/*
 * npm run bench:universes: what one universe of the HTTP mock costs (docs/mock-server/universes.md),
 * before and after universes became forks of a frozen base (decision 0066), in one process:
 *
 * - before, a copy: the scenario built and every row loaded, validated and indexed into a
 *   database of the universe's own (seedData), for each universe and each reset. That is
 *   exactly what seeding a frozen base costs now, once per scenario and seed in the process.
 * - after, a fork: created and reset as the server does (the registry, POST /__mock/reset),
 *   holding only its own changes over the shared base.
 *
 * For each of demo and large-account: creation and reset times (median and slowest), the heap
 * per universe (a full garbage collection before and after creating them all, divided by their
 * number; run with --expose-gc) and the mock's own estimate (universes/size.ts, what
 * MOCK_MAX_MEMORY_MB is checked against). Then large-account universes with 100 offer writes
 * each: their heap and estimate, and how many fit in 1 GB. Writes the "Universes" section of
 * docs/performance.md. A benchmark, never a test.
 */

const COUNTS: Record<string, number> = {
  demo: Number(process.env.BENCH_DEMO_COUNT ?? 10),
  'large-account': Number(process.env.BENCH_LARGE_COUNT ?? 4),
};
/** Forks are cheap: more of them, for a steadier median. */
const FORKS = Number(process.env.BENCH_FORK_COUNT ?? 20);
const RESETS = Number(process.env.BENCH_RESET_COUNT ?? 20);
const WRITERS = Number(process.env.BENCH_WRITER_COUNT ?? 10);
const WRITES = 100;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc (npm run bench:universes does)');

const heapAfterGc = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const MB = 1024 * 1024;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

type Row = {
  scenario: string;
  way: 'copy (before)' | 'fork (after)';
  count: number;
  createMs: number;
  createMsMax: number;
  resetMs: number;
  resetMsMax: number;
  heapMb: number;
  estimateMb: number | null;
};

/** Before: each universe its own full copy, as seeding was before forks. */
const copySeeding = (scenario: string) => {
  const { data, referenceDate } = fixturesRegistry.build(scenario, 1);
  return seedData({ scenario, seed: 1, data, referenceDate });
};

const measureCopies = async (scenario: string, count: number): Promise<Row> => {
  await runInUniverse(createUniverseScope('warm'), () => copySeeding(scenario));
  const scopes: UniverseScope[] = [];
  const before = heapAfterGc();
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const scope = createUniverseScope(`copy-${scenario}-${index}`);
    times.push(await timed(() => runInUniverse(scope, () => copySeeding(scenario))));
    scopes.push(scope);
  }
  const heapMb = (heapAfterGc() - before) / count / MB;
  const resets: number[] = [];
  for (let index = 0; index < Math.min(RESETS, count * 2); index += 1)
    resets.push(await timed(() => runInUniverse(scopes[index % count]!, () => copySeeding(scenario))));
  scopes.length = 0;
  return row(scenario, 'copy (before)', count, times, resets, heapMb, null);
};

/** The registry's own estimate of the named universes, per universe, in MB. */
const meanEstimateMb = (registry: UniverseRegistry, names: readonly string[]): number =>
  registry
    .list()
    .filter((universe) => names.includes(universe.name))
    .reduce((sum, universe) => sum + universe.approximateBytes, 0) /
  names.length /
  MB;

/** After: the registry creates forks; the first of a scenario seeds its frozen base, outside the figures. */
const measureForks = async (registry: UniverseRegistry, scenario: string, count: number) => {
  const beforeBase = heapAfterGc();
  const baseMs = await timed(() => registry.run(`base-${scenario}`, async () => undefined, { scenario }));
  const baseHeapMb = (heapAfterGc() - beforeBase) / MB;
  const baseEstimateMb = registry.bases().find((base) => base.scenario === scenario)!.approximateBytes / MB;
  const before = heapAfterGc();
  const times: number[] = [];
  for (let index = 0; index < count; index += 1)
    times.push(await timed(() => registry.run(`${scenario}-${index}`, async () => undefined, { scenario })));
  const heapMb = (heapAfterGc() - before) / count / MB;
  const names = Array.from({ length: count }, (_, index) => `${scenario}-${index}`);
  const estimateMb = meanEstimateMb(registry, names);
  const resets: number[] = [];
  for (let index = 0; index < RESETS; index += 1)
    resets.push(await timed(() => registry.run(names[index % count]!, () => resetMock({ scenario }))));
  for (const name of names) registry.delete(name);
  return {
    row: row(scenario, 'fork (after)', count, times, resets, heapMb, estimateMb),
    base: { scenario, ms: round(baseMs, 0), heapMb: round(baseHeapMb), estimateMb: round(baseEstimateMb) },
  };
};

const row = (
  scenario: string,
  way: Row['way'],
  count: number,
  times: number[],
  resets: number[],
  heapMb: number,
  estimateMb: number | null,
): Row => ({
  scenario,
  way,
  count,
  createMs: round(median(times), 1),
  createMsMax: round(Math.max(...times), 1),
  resetMs: round(median(resets), 1),
  resetMsMax: round(Math.max(...resets), 1),
  heapMb: round(heapMb, 2),
  estimateMb: estimateMb === null ? null : round(estimateMb, 2),
});

const ORIGIN = 'http://localhost';

/** Large-account forks with 100 offers each (by the buyers' agent, through the handlers): what one weighs, and how many fit in 1 GB. */
const measureWriters = async (registry: UniverseRegistry) => {
  const handlers = [...serverHandlers];
  const send: Send = async (request) => (await getResponse(handlers, request))!;
  const scenario = 'large-account';
  const names = Array.from({ length: WRITERS }, (_, index) => `writer-${index}`);
  const write = (name: string) =>
    registry.run(
      name,
      async () => {
        const listingId = offerListingId({ listings: db.listings.all(), listingUsers: db.listingUsers.all() });
        const buyersAgent = await signedIn(send, ORIGIN, 'buyersAgent');
        for (let index = 0; index < WRITES; index += 1)
          await buyersAgent('/offers', { ...offerTerms(600_000 + index), listingId });
      },
      { scenario },
    );
  await write('writer-warm');
  registry.delete('writer-warm');
  const before = heapAfterGc();
  for (const name of names) await write(name);
  const heapMb = (heapAfterGc() - before) / WRITERS / MB;
  const estimateMb = meanEstimateMb(registry, names);
  // What MOCK_MAX_MEMORY_MB=1024 admits: the estimate of everything there now, then one universe's more each.
  const fitByEstimate = WRITERS + Math.floor((1024 - registry.totalBytes() / MB) / estimateMb);
  for (const name of names) registry.delete(name);
  return { universes: WRITERS, heapMb: round(heapMb, 2), estimateMb: round(estimateMb, 2), fitByEstimate };
};

const main = async () => {
  runtimeOptions.cookieMode = 'header';
  installMockBackend();
  installUniverseContext();
  const registry = new UniverseRegistry({ maxUniverses: 1000, maxMemoryMb: 100_000 });
  const load = loadavg()[0]!.toFixed(2);
  const rows: Row[] = [];
  const bases: { scenario: string; ms: number; heapMb: number; estimateMb: number }[] = [];
  for (const [scenario, count] of Object.entries(COUNTS)) {
    rows.push(await measureCopies(scenario, count));
    console.log(rows.at(-1));
    const forks = await measureForks(registry, scenario, FORKS);
    rows.push(forks.row);
    bases.push(forks.base);
    console.log(forks.row, forks.base);
  }
  const writers = await measureWriters(registry);
  console.log(writers);
  const largeBase = bases.find((base) => base.scenario === 'large-account')!;
  const fitByHeap = Math.floor((1024 - largeBase.heapMb) / writers.heapMb);
  const copy = rows.find((entry) => entry.scenario === 'large-account' && entry.way === 'copy (before)')!;
  const fitBefore = Math.floor(1024 / copy.heapMb);

  const { start, end } = sectionMarkers('universes', 'npm run bench:universes');
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    start,
    '## Universes of the HTTP mock',
    '',
    `Measured by \`npm run bench:universes\` (\`scripts/bench-universes.ts\`) on Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), ${date}; load average ${load} when it started (a shared machine). Before and after in one run. **Copy (before)**: each universe and each reset builds its scenario and loads every row, validated and indexed, into a database of its own, as every universe did before decision 0066; that is now what seeding a frozen base costs, once per scenario and seed in the process. **Fork (after)**: created by the registry as the server does on first use, and reset as \`POST /__mock/reset\` does: a copy-on-write view of the frozen base, holding only its own changes. The heap is measured after a full garbage collection before and after creating them all, divided by their number; the estimate is the mock's own (\`mock-server/universes/size.ts\`), which \`GET /__mock/universes\` shows and \`MOCK_MAX_MEMORY_MB\` is checked against (a fork's own changes; its base counted once).`,
    '',
    '| scenario | universe | universes | creation, median | creation, slowest | reset, median | reset, slowest | heap per universe | estimate per universe |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (entry) =>
        `| ${entry.scenario} | ${entry.way} | ${entry.count} | ${entry.createMs} ms | ${entry.createMsMax} ms | ${entry.resetMs} ms | ${entry.resetMsMax} ms | ${entry.heapMb} MB | ${entry.estimateMb === null ? '(the whole copy)' : `${entry.estimateMb} MB`} |`,
    ),
    '',
    'The frozen base, seeded once per scenario and seed in the process (the first universe of them pays it):',
    '',
    '| scenario | first universe (seeds the base) | heap of the base | estimate of the base |',
    '|---|---:|---:|---:|',
    ...bases.map((base) => `| ${base.scenario} | ${base.ms} ms | ${base.heapMb} MB | ${base.estimateMb} MB |`),
    '',
    `**A QA farm.** ${writers.universes} large-account forks with ${WRITES} offers each (by the buyers' agent, through the handlers): ${writers.heapMb} MB of heap each (estimate ${writers.estimateMb} MB). In 1 GB: about **${fitByHeap}** such universes by the heap (1,024 MB less the ${largeBase.heapMb} MB base, over ${writers.heapMb} MB each), and **${writers.fitByEstimate}** by the estimate that \`MOCK_MAX_MEMORY_MB=1024\` admits (the default universe and the base counted once); copies (before) fit about ${fitBefore}. \`npm run bench:universes:farm\` runs 200 of them in one \`mock:serve\` over HTTP (below).`,
    '',
    'Goals: a large-account universe created and reset in under 20 ms (median) and under 2 MB of heap each; demo under 5 ms; at most 60 MB per universe.',
    end,
  ].join('\n');
  writePerformanceSection('universes', section);
};

await main();
