import { cpus, loadavg } from 'node:os';
import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PERSONAS } from '@fixtures/personas';
import type { ScenarioName } from '@fixtures/scenarios/index';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { db } from '@mock/db/database';
import { seedScenario } from '@mock/db/seed';
import { handlers } from '@mock/handlers/index';
import { startMockHttpServer } from '@mock/http';
import { installMockBackend } from '@mock/install';
import { runtimeOptions } from '@mock/lib/runtime';
import { mockSection, type ModeResults, type MockBenchResults, type MockBenchSetup } from './bench/mock/report';
import { benchSeeding } from './bench/mock/seeding';
import { loginRequest, sessionCookieOf } from './bench/mock/sessions';
import { measureCases, type BenchCase } from './bench/mock/stats';
import { benchMemory } from './bench/mock/memory';
import { benchPeers } from './bench/mock/peers';
import { peerRatios, peerRows, peersSection } from './bench/mock/peers-report';
import { writeFigures, writePerformanceSection } from './bench/performance-doc';

/*
 * npm run bench:mock: how fast the mock seeds each scenario, and how fast it answers the two
 * big lists, GET /api/v1/listing over large-account (5,000 listings) and a listing's offers
 * over many-offers (200), signed in as listing.agent, three ways: msw's getResponse
 * (in-process, no interceptor), setupServer + fetch (in-process, what Node tests do), and a
 * real HTTP server; what its memory holds (bench/mock/memory.ts); then mock:serve against
 * json-server, Prism's mock and a bare node:http ceiling under the same load, taking turns
 * (bench/mock/peers.ts). Writes docs/performance-mock.json and the "Mock backend" and
 * "Versus the peers" sections of docs/performance.md. A
 * benchmark, never a test: nothing here fails on a slow machine; targets stand beside figures.
 */

const SEED_RUNS = 3;
const WARM_UP = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const TARGETS = { seedingMs: 5_000, inProcessP95Ms: 20 };
/** The peers' run: seconds per turn and rounds (BENCH_PEER_SECONDS=1 BENCH_PEER_ROUNDS=1 for a quick look), ports from BENCH_PORT on. */
const PEERS = {
  seconds: Number(process.env.BENCH_PEER_SECONDS ?? 4),
  rounds: Number(process.env.BENCH_PEER_ROUNDS ?? 2),
  basePort: Number(process.env.BENCH_PORT ?? 4311),
  baselineDir: process.env.BENCH_BASELINE_DIR || undefined,
};
const WRITES = Number(process.env.BENCH_WRITES ?? 1_000);

/** The four cases the target names (first page, a sort, a filter, a search), and one more to show what page size costs. */
const LISTING_CASES: readonly BenchCase[] = [
  { name: 'first page', path: '/api/v1/listing', targeted: true },
  { name: 'a sort (mostOffersFirst)', path: '/api/v1/listing?sort=mostOffersFirst', targeted: true },
  {
    name: 'a filter (active,pending with offers)',
    path: '/api/v1/listing?status=active,pending&hasOffers=true',
    targeted: true,
  },
  { name: 'a search ("portland")', path: '/api/v1/listing?search=portland', targeted: true },
  {
    name: 'extra: 48 per page, recentlyViewedFirst',
    path: '/api/v1/listing?sort=recentlyViewedFirst&perPage=48',
    targeted: false,
  },
];

/** The offers tab's calls (10 per page) with a sort and filters, and every offer at once. `{id}` is the listing's. */
const OFFER_CASES: readonly BenchCase[] = [
  { name: 'first page', path: '/api/v1/listing/{id}/offers', targeted: true },
  {
    name: 'a sort (highest purchase price)',
    path: '/api/v1/listing/{id}/offers?sortBy=purchasePrice&sortDirection=desc',
    targeted: true,
  },
  {
    name: 'filters (cash or conventional, inspections, escalation)',
    path: '/api/v1/listing/{id}/offers?financingType=cash,conventional&hasInspections=true&isEscalationClause=true',
    targeted: true,
  },
  { name: 'extra: 100 per page (the most)', path: '/api/v1/listing/{id}/offers?perPage=100', targeted: false },
];

type Send = (path: string) => Promise<Response>;

const withListingId = (cases: readonly BenchCase[], id: number): BenchCase[] =>
  cases.map((entry) => ({ ...entry, path: entry.path.replace('{id}', String(id)) }));

const hotListingId = (): number => {
  const listing = db.listings.findFirst((row) => row.slug === MANY_OFFERS_LISTING_SLUG);
  if (!listing) throw new Error(`many-offers has no listing ${MANY_OFFERS_LISTING_SLUG}`);
  return listing.id;
};

const viaGetResponse = async (cases: readonly BenchCase[]) => {
  const all = [...handlers];
  const cookie = sessionCookieOf((await getResponse(all, loginRequest('http://localhost')))!);
  const send: Send = async (path) => {
    const response = await getResponse(all, new Request(`http://localhost${path}`, { headers: { cookie } }));
    if (!response) throw new Error(`No handler for ${path}`);
    return response;
  };
  return measureCases(send, cases, { warmUp: WARM_UP, runs: RUNS });
};

const viaSetupServer = async (cases: readonly BenchCase[]) => {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const cookie = sessionCookieOf(await fetch(loginRequest('http://localhost')));
    return await measureCases((path) => fetch(`http://localhost${path}`, { headers: { cookie } }), cases, {
      warmUp: WARM_UP,
      runs: RUNS,
    });
  } finally {
    server.close();
  }
};

const viaHttp = async (scenario: ScenarioName, cases: () => readonly BenchCase[]) => {
  const server = await startMockHttpServer({ port: 0, scenario, quiet: true });
  try {
    const cookie = sessionCookieOf(await fetch(loginRequest(server.url)));
    return await measureCases((path) => fetch(`${server.url}${path}`, { headers: { cookie } }), cases(), {
      warmUp: WARM_UP,
      runs: RUNS,
    });
  } finally {
    await server.close();
  }
};

/** Both in-process ways over one scenario, seeded fresh. */
const inProcess = async (scenario: ScenarioName, cases: () => readonly BenchCase[]) => {
  await seedScenario(scenario, 1);
  console.log(`  ${scenario}: getResponse...`);
  const getResponseStats = await viaGetResponse(cases());
  console.log(`  ${scenario}: setupServer + fetch...`);
  const setupServerStats = await viaSetupServer(cases());
  return { getResponse: getResponseStats, setupServer: setupServerStats };
};

const main = async () => {
  const startLoad = loadavg()[0] ?? 0;
  runtimeOptions.cookieMode = 'header';
  installMockBackend();

  console.log(`Seeding every scenario ${SEED_RUNS} times...`);
  const seeding = await benchSeeding(SEED_RUNS);

  console.log('GET /api/v1/listing over large-account, in-process...');
  const listingsInProcess = await inProcess('large-account', () => LISTING_CASES);
  const counts = {
    listings: db.listings.count(),
    partyListings: new Set(db.listingUsers.findBy('userId', PERSONAS.listingAgent.id).map((row) => row.listingId)).size,
  };
  console.log("A listing's offers over many-offers, in-process...");
  const offersInProcess = await inProcess('many-offers', () => withListingId(OFFER_CASES, hotListingId()));
  const offerCount = db.offers.findBy('listingId', hotListingId()).length;
  const offerCases = withListingId(OFFER_CASES, hotListingId());

  console.log('Both over HTTP...');
  const listings: ModeResults = { ...listingsInProcess, http: await viaHttp('large-account', () => LISTING_CASES) };
  const offers: ModeResults = { ...offersInProcess, http: await viaHttp('many-offers', () => offerCases) };

  console.log(`Memory: large-account loaded, ${WRITES} offer writes...`);
  const memory = await benchMemory(WRITES);

  console.log(
    `GET /api/v1/listing versus the peers (${PEERS.rounds} rounds of ${PEERS.seconds} s per tool and case)...`,
  );
  const peers = await benchPeers({ ...PEERS, loadAverage: () => loadavg()[0] ?? 0 });

  const results: MockBenchResults = { seeding, listings, offers, memory, peers };
  const setup: MockBenchSetup = {
    environment: {
      node: `Node ${process.version}`,
      cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
      cores: cpus().length,
      date: new Date().toISOString().slice(0, 10),
      loadAverage: startLoad.toFixed(2),
      ...counts,
      offers: offerCount,
    },
    listingCases: LISTING_CASES,
    offerCases: OFFER_CASES,
    warmUp: WARM_UP,
    runs: RUNS,
    targets: TARGETS,
  };

  console.table(
    Object.fromEntries(
      seeding.map((row) => [row.scenario, { 'build ms': row.buildMs, 'load ms': row.loadMs, 'total ms': row.totalMs }]),
    ),
  );
  for (const [title, cases, stats] of [
    ['listings', LISTING_CASES, listings],
    ['offers', OFFER_CASES, offers],
  ] as const) {
    console.log(title);
    console.table(
      Object.fromEntries(
        cases.map(({ name }) => [
          name,
          Object.fromEntries(
            (['getResponse', 'setupServer', 'http'] as const).flatMap((mode) => [
              [`${mode} median`, stats[mode][name]!.median],
              [`${mode} p95`, stats[mode][name]!.p95],
            ]),
          ),
        ]),
      ),
    );
  }
  console.table(peerRows(peers));
  console.table(peerRatios(peers));
  console.log(
    `Memory: large-account ${memory.largeAccountMb} MB; ${memory.heapPerThousandMb} MB per 1,000 writes for ${memory.dataPerThousandMb} MB of data (${memory.ratio}×)`,
  );
  console.log(
    `Load average: ${peers.loadAverage.start.toFixed(2)} when the peers' load started, ${peers.loadAverage.end.toFixed(2)} when it ended`,
  );

  writeFigures('performance-mock.json', { ...setup, ...results });
  writePerformanceSection('mock', mockSection(results, setup));
  writePerformanceSection('peers', peersSection(peers, memory, setup.environment as never));
  console.log('Wrote docs/performance.md (Mock backend, Versus the peers) and docs/performance-mock.json');
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
