import type { SeedingFigures } from './seeding';
import type { BenchCase, Stats } from './stats';
import type { MemoryFigures } from './memory';
import type { PeerFigures } from './peers';

export type ModeResults = {
  getResponse: Record<string, Stats>;
  setupServer: Record<string, Stats>;
  http: Record<string, Stats>;
};

export type MockBenchResults = {
  seeding: SeedingFigures[];
  listings: ModeResults;
  offers: ModeResults;
  memory: MemoryFigures;
  peers: PeerFigures;
};

export type MockBenchSetup = {
  environment: Record<string, string | number>;
  listingCases: readonly BenchCase[];
  offerCases: readonly BenchCase[];
  warmUp: number;
  runs: number;
  targets: { seedingMs: number; inProcessP95Ms: number };
};

const pair = (stats: Stats | undefined) => (stats ? `${stats.median.toFixed(2)} / ${stats.p95.toFixed(2)}` : '-');

const casesTable = (cases: readonly BenchCase[], results: ModeResults, shorten: (path: string) => string) => [
  '| case | query | in-process, `getResponse` | in-process, `setupServer` + `fetch` | over HTTP (127.0.0.1) |',
  '|---|---|---|---|---|',
  ...cases.map(
    ({ name, path }) =>
      `| ${name} | \`${shorten(path)}\` | ${pair(results.getResponse[name])} | ${pair(results.setupServer[name])} | ${pair(results.http[name])} |`,
  ),
];

/** The worst in-process p95 over the cases a target names. */
const worstInProcessP95 = (cases: readonly BenchCase[], results: ModeResults): number =>
  Math.max(
    ...cases
      .filter((entry) => entry.targeted)
      .flatMap(({ name }) => [results.getResponse[name]!.p95, results.setupServer[name]!.p95]),
  );

export const mockSection = (results: MockBenchResults, setup: MockBenchSetup): string => {
  const { environment: env, targets } = setup;
  const listingWorst = worstInProcessP95(setup.listingCases, results.listings);
  const offerWorst = worstInProcessP95(setup.offerCases, results.offers);
  return [
    '<!-- bench:mock:start (written by npm run bench:mock; edit scripts/bench-mock.ts, not this section) -->',
    '## Mock backend',
    '',
    `Measured by \`npm run bench:mock\` (\`scripts/bench-mock.ts\`) on ${env.node}, ${env.cpu} (${env.cores} cores), ${env.date}; load average ${env.loadAverage} when it started (a shared machine: other work adds to the tail).`,
    `Latency cases: ${setup.warmUp} warm-up requests (all cases warm up first), then ${setup.runs} measured, one at a time, from a collected heap, signed in as listing.agent; the time covers the whole answer, body read.`,
    '',
    `**Seeding** per scenario, seed 1, median of ${results.seeding[0]?.runs ?? 0} runs (target: \`large-account\` under ${targets.seedingMs / 1000} s):`,
    '',
    '| scenario | building (fixtures) | loading (every row validated) | total |',
    '|---|---|---|---|',
    ...results.seeding.map(
      (row) =>
        `| \`${row.scenario}\` | ${(row.buildMs / 1000).toFixed(2)} s | ${(row.loadMs / 1000).toFixed(2)} s | **${(row.totalMs / 1000).toFixed(2)} s** |`,
    ),
    '',
    `**\`GET /api/v1/listing\`** over \`large-account\` (${env.listings} listings, ${env.partyListings} of them listing.agent's), median / p95 in ms (target: p95 under ${targets.inProcessP95Ms} ms in-process):`,
    '',
    ...casesTable(setup.listingCases, results.listings, (path) => path.replace('/api/v1', '')),
    '',
    `Worst in-process p95 of the four target cases: ${listingWorst.toFixed(2)} ms (target ${targets.inProcessP95Ms} ms).`,
    '',
    `**\`GET /api/v1/listing/{id}/offers\`** over \`many-offers\` (listing \`hot-listing\`, ${env.offers} offers), median / p95 in ms:`,
    '',
    ...casesTable(setup.offerCases, results.offers, (path) => path.replace(/^\/api\/v1\/listing\/\{id\}/, '…')),
    '',
    `Worst in-process p95 of the offers cases: ${offerWorst.toFixed(2)} ms.`,
    '',
    'Under load, beside json-server, Prism and a bare node:http server: the next section.',
    '',
    'Raw figures: `docs/performance-mock.json`.',
    '',
    'Where the time went: below the next section.',
    '<!-- bench:mock:end -->',
  ].join('\n');
};
