import { cpus, loadavg } from 'node:os';
import { installMockBackend } from '@mock/install';
import { installUniverseContext } from '@mock/universes/context';
import { UniverseRegistry } from '@mock/universes/registry';
import { sectionMarkers, writePerformanceSection } from './bench/performance-doc';

/*
 * npm run bench:universes: what one universe of the HTTP mock costs (docs/mock-server/universes.md,
 * "Universes"): the time to create it (seed its scenario) and the heap it holds, for demo and
 * large-account, and the mock's own size estimate beside the heap (the estimate is what
 * MOCK_MAX_MEMORY_MB is checked against). Creates COUNT universes of each in one process,
 * with a garbage collection before and after (run with --expose-gc), and writes the
 * "Universes" section of docs/performance.md. A benchmark, never a test.
 */

const COUNTS: Record<string, number> = {
  demo: Number(process.env.BENCH_DEMO_COUNT ?? 10),
  'large-account': Number(process.env.BENCH_LARGE_COUNT ?? 4),
};
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc (npm run bench:universes does)');

const heapAfterGc = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const MB = 1024 * 1024;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

type Row = {
  scenario: string;
  count: number;
  createMsMedian: number;
  createMsMax: number;
  heapMbPerUniverse: number;
  estimateMbPerUniverse: number;
};

const measure = async (registry: UniverseRegistry, scenario: string, count: number): Promise<Row> => {
  // One first, outside the figures: it builds the scenario's data generator code paths.
  await registry.run(`warm-${scenario}`, async () => undefined, { scenario });
  registry.delete(`warm-${scenario}`);
  const before = heapAfterGc();
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await registry.run(`${scenario}-${index}`, async () => undefined, { scenario });
    times.push(performance.now() - started);
  }
  const after = heapAfterGc();
  const estimates = registry.list().filter((universe) => universe.name.startsWith(`${scenario}-`));
  for (let index = 0; index < count; index += 1) registry.delete(`${scenario}-${index}`);
  times.sort((a, b) => a - b);
  return {
    scenario,
    count,
    createMsMedian: round(times[Math.floor(times.length / 2)]!, 0),
    createMsMax: round(times.at(-1)!, 0),
    heapMbPerUniverse: round((after - before) / count / MB),
    estimateMbPerUniverse: round(estimates.reduce((sum, universe) => sum + universe.approximateBytes, 0) / count / MB),
  };
};

const main = async () => {
  installMockBackend();
  installUniverseContext();
  const registry = new UniverseRegistry({ maxUniverses: 1000, maxMemoryMb: 100_000 });
  const load = loadavg()[0]!.toFixed(2);
  const rows: Row[] = [];
  for (const [scenario, count] of Object.entries(COUNTS)) {
    rows.push(await measure(registry, scenario, count));
    console.log(rows.at(-1));
  }
  const { start, end } = sectionMarkers('universes', 'npm run bench:universes');
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    start,
    '## Universes of the HTTP mock',
    '',
    `Measured by \`npm run bench:universes\` (\`scripts/bench-universes.ts\`) on Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), ${date}; load average ${load} when it started (a shared machine). Each universe is created in one process as the server does on first use (its scenario seeded); the heap is measured after a full garbage collection before and after creating them all, divided by their number. The estimate is the mock's own (\`mock-server/universes/size.ts\`), which \`GET /__mock/universes\` shows and \`MOCK_MAX_MEMORY_MB\` is checked against.`,
    '',
    '| scenario | universes | creation, median | creation, slowest | heap per universe | estimate per universe |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.scenario} | ${row.count} | ${row.createMsMedian} ms | ${row.createMsMax} ms | ${row.heapMbPerUniverse} MB | ${row.estimateMbPerUniverse} MB |`,
    ),
    '',
    'Target (design.md, the speed issue): a large-account universe at most 60 MB.',
    end,
  ].join('\n');
  writePerformanceSection('universes', section);
};

await main();
