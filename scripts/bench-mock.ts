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
import { benchThroughput } from './bench/mock/throughput';
import { writeFigures, writePerformanceSection } from './bench/performance-doc';

/*
 * npm run bench:mock: how fast the mock seeds each scenario, and how fast it answers the two
 * big lists, GET /api/v1/listing over large-account (5,000 listings) and a listing's offers
 * over many-offers (200), signed in as listing.agent, three ways: msw's getResponse
 * (in-process, no interceptor), setupServer + fetch (in-process, what Node tests do), and a
 * real HTTP server; then the HTTP server's requests per second under a bounded load. Writes
 * docs/performance-mock.json and the "Mock backend" section of docs/performance.md. A
 * benchmark, never a test: nothing here fails on a slow machine; targets stand beside figures.
 */

const SEED_RUNS = 3;
const WARM_UP = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const TARGETS = { seedingMs: 5_000, inProcessP95Ms: 20 };
const LOAD = { concurrency: 16, requests: Number(process.env.BENCH_LOAD_REQUESTS ?? 2_000), port: Number(process.env.BENCH_PORT ?? 4311) };

/** The four cases the target names (first page, a sort, a filter, a search), and one more to show what page size costs. */
const LISTING_CASES: readonly BenchCase[] = [
  { name: 'first page', path: '/api/v1/listing', targeted: true },
  { name: 'a sort (mostOffersFirst)', path: '/api/v1/listing?sort=mostOffersFirst', targeted: true },
  { name: 'a filter (active,pending with offers)', path: '/api/v1/listing?status=active,pending&hasOffers=true', targeted: true },
  { name: 'a search ("portland")', path: '/api/v1/listing?search=portland', targeted: true },
  { name: 'extra: 48 per page, recentlyViewedFirst', path: '/api/v1/listing?sort=recentlyViewedFirst&perPage=48', targeted: false },
];

/** The offers tab's calls (10 per page) with a sort and filters, and every offer at once. `{id}` is the listing's. */
const OFFER_CASES: readonly BenchCase[] = [
  { name: 'first page', path: '/api/v1/listing/{id}/offers', targeted: true },
  { name: 'a sort (highest purchase price)', path: '/api/v1/listing/{id}/offers?sortBy=purchasePrice&sortDirection=desc', targeted: true },
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
    return await measureCases((path) => fetch(`http://localhost${path}`, { headers: { cookie } }), cases, { warmUp: WARM_UP, runs: RUNS });
  } finally {
    server.close();
  }
};

const viaHttp = async (scenario: ScenarioName, cases: () => readonly BenchCase[]) => {
  const server = await startMockHttpServer({ port: 0, scenario, quiet: true });
  try {
    const cookie = sessionCookieOf(await fetch(loginRequest(server.url)));
    return await measureCases((path) => fetch(`${server.url}${path}`, { headers: { cookie } }), cases(), { warmUp: WARM_UP, runs: RUNS });
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

const offersPathOverHttp = async (url: string, cookie: string): Promise<string> => {
  const response = await fetch(`${url}/api/v1/listing/slug/${MANY_OFFERS_LISTING_SLUG}`, { headers: { cookie } });
  const { body } = (await response.json()) as { body: { id: number } };
  return `/api/v1/listing/${body.id}/offers`;
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

  console.log(`Throughput of mock:serve (${LOAD.concurrency} in flight, ${LOAD.requests} requests)...`);
  const throughput = [
    await benchThroughput({ ...LOAD, scenario: 'large-account', path: async () => '/api/v1/listing' }),
    await benchThroughput({ ...LOAD, scenario: 'many-offers', path: offersPathOverHttp }),
  ];

  const results: MockBenchResults = { seeding, listings, offers, throughput };
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

  console.table(Object.fromEntries(seeding.map((row) => [row.scenario, { 'build ms': row.buildMs, 'load ms': row.loadMs, 'total ms': row.totalMs }])));
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
  console.table(throughput.map((row) => ({ path: row.path, rps: row.requestsPerSecond, 'p95 ms': row.latency.p95 })));

  writeFigures('performance-mock.json', { ...setup, ...results });
  writePerformanceSection('mock', mockSection(results, setup));
  console.log('Wrote docs/performance.md (Mock backend) and docs/performance-mock.json');
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
