import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import { seedScenario } from '@mock/db/seed';
import { presentListing } from '@mock/presenters/listing';
import { startMockProcess } from '../mock-process';
import { startCeiling, startJsonServer, startPrism, type PeerProcess } from './peer-processes';
import { loginRequest, sessionCookieOf } from './sessions';

/*
 * GET /api/v1/listing against what a user would pick instead, in one run,
 * the tools taking turns case by case so that the machine's other work
 * falls on all of them alike: our mock:serve (large-account and demo,
 * signed in as listing.agent), json-server 0.17 on the same large-account
 * listings (its own pagination, sort, filters and search), Prism's mock of
 * docs/openapi.json, and a bare node:http server answering our page's bytes
 * (the ceiling). autocannon, 16 connections, a fixed duration per turn.
 */

export type PeerCase = { name: string; ours: string; jsonServer: string };

export const PEER_CASES: readonly PeerCase[] = [
  { name: 'first page', ours: '/api/v1/listing', jsonServer: '/listings?_page=1&_limit=12' },
  {
    name: 'a sort',
    ours: '/api/v1/listing?sort=mostOffersFirst',
    jsonServer: '/listings?_sort=offersCounter,id&_order=desc,desc&_page=1&_limit=12',
  },
  {
    name: 'a filter',
    ours: '/api/v1/listing?status=active,pending&hasOffers=true',
    jsonServer: '/listings?status=active&status=pending&offersCounter_gte=1&_page=1&_limit=12',
  },
  { name: 'a search', ours: '/api/v1/listing?search=portland', jsonServer: '/listings?q=portland&_page=1&_limit=12' },
];

export type ToolName =
  | 'ours, large-account'
  | 'ours, demo'
  | 'json-server'
  | 'prism'
  | 'ceiling'
  | 'before, large-account'
  | 'before, demo';

type LoadFigures = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number };

export type PeerFigures = {
  connections: number;
  seconds: number;
  rounds: number;
  records: number;
  loadAverage: { start: number; end: number };
  /** tool -> case -> figures (the mean over the rounds; p99 the worst round's). */
  results: Partial<Record<ToolName, Record<string, LoadFigures>>>;
};

type Tool = { name: ToolName; url: string; cookie: string | null; pathOf: (entry: PeerCase) => string };

const CONNECTIONS = 16;
const CACHE = resolve(import.meta.dirname, '../../../.cache/bench');

const load = async (tool: Tool, path: string, seconds: number): Promise<LoadFigures> => {
  const result = await autocannon({
    url: `${tool.url}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: tool.cookie ? { cookie: tool.cookie } : {},
  });
  // A tool that refuses (a 401, a 404) would be measured refusing: stop instead.
  if (result.non2xx > 0) throw new Error(`${tool.name}: ${result.non2xx} answers to ${path} were not 2xx`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};

const signedInCookie = async (url: string): Promise<string> => sessionCookieOf(await fetch(loginRequest(url)));

/** The large-account listings as listing.agent receives them, for json-server's file (the database must hold large-account). */
const jsonServerRecords = () => {
  const agent = db.users.findById(PERSONAS.listingAgent.id);
  if (!agent) throw new Error('large-account has no listing.agent');
  return db.listings.all().map((listing) => presentListing(db, listing, agent));
};

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

const summarize = (runs: readonly LoadFigures[]): LoadFigures => ({
  requestsPerSecond: Math.round(mean(runs.map((run) => run.requestsPerSecond))),
  p50: round(mean(runs.map((run) => run.p50))),
  p99: Math.max(...runs.map((run) => run.p99)),
  non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

export const benchPeers = async ({
  seconds,
  rounds,
  basePort,
  baselineDir,
  loadAverage,
}: {
  seconds: number;
  rounds: number;
  basePort: number;
  /** Another checkout (e.g. main's) whose mock:serve runs beside ours: before and after in one run. */
  baselineDir?: string;
  loadAverage: () => number;
}): Promise<PeerFigures> => {
  mkdirSync(CACHE, { recursive: true });
  await seedScenario('large-account', 1);
  const records = jsonServerRecords();
  const dbFile = resolve(CACHE, 'json-server-db.json');
  writeFileSync(dbFile, JSON.stringify({ listings: records }));

  const processes: PeerProcess[] = [];
  const started = async <T extends PeerProcess>(process: Promise<T>): Promise<T> => {
    const running = await process;
    processes.push(running);
    return running;
  };
  try {
    console.log('  starting mock:serve (large-account, demo), json-server, Prism, the ceiling...');
    const large = await started(startMockProcess({ scenario: 'large-account', port: basePort }));
    const demo = await started(startMockProcess({ scenario: 'demo', port: basePort + 1 }));
    const [largeCookie, demoCookie] = [await signedInCookie(large.url), await signedInCookie(demo.url)];
    const bodies = Object.fromEntries(
      await Promise.all(
        PEER_CASES.map(async (entry) => [
          entry.ours,
          await (await fetch(`${large.url}${entry.ours}`, { headers: { cookie: largeCookie } })).text(),
        ]),
      ),
    );
    const bodiesFile = resolve(CACHE, 'ceiling-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const jsonServer = await started(startJsonServer(dbFile, basePort + 2));
    const prism = await started(startPrism(basePort + 3, largeCookie));
    const ceiling = await started(startCeiling(bodiesFile, basePort + 4));
    const ours = (entry: PeerCase) => entry.ours;
    const tools: Tool[] = [
      { name: 'ours, large-account', url: large.url, cookie: largeCookie, pathOf: ours },
      { name: 'ours, demo', url: demo.url, cookie: demoCookie, pathOf: ours },
      { name: 'json-server', url: jsonServer.url, cookie: null, pathOf: (entry) => entry.jsonServer },
      { name: 'prism', url: prism.url, cookie: largeCookie, pathOf: ours },
      { name: 'ceiling', url: ceiling.url, cookie: null, pathOf: ours },
    ];
    if (baselineDir) {
      const beforeLarge = await started(
        startMockProcess({ scenario: 'large-account', port: basePort + 5, cwd: baselineDir }),
      );
      const beforeDemo = await started(startMockProcess({ scenario: 'demo', port: basePort + 6, cwd: baselineDir }));
      tools.push(
        {
          name: 'before, large-account',
          url: beforeLarge.url,
          cookie: await signedInCookie(beforeLarge.url),
          pathOf: ours,
        },
        { name: 'before, demo', url: beforeDemo.url, cookie: await signedInCookie(beforeDemo.url), pathOf: ours },
      );
    }

    const start = loadAverage();
    console.log('  warming every tool up (1 s each case)...');
    for (const entry of PEER_CASES) for (const tool of tools) await load(tool, tool.pathOf(entry), 1);
    const runs = new Map<string, LoadFigures[]>();
    for (let turn = 0; turn < rounds; turn += 1) {
      for (const entry of PEER_CASES) {
        // Each round starts the rotation one tool later, so no tool always follows the same one.
        const order = tools.map((_, index) => tools[(index + turn) % tools.length]!);
        for (const tool of order) {
          const figures = await load(tool, tool.pathOf(entry), seconds);
          const key = `${tool.name}\u0000${entry.name}`;
          runs.set(key, [...(runs.get(key) ?? []), figures]);
          console.log(
            `  round ${turn + 1}, ${entry.name}, ${tool.name}: ${Math.round(figures.requestsPerSecond)} req/s`,
          );
        }
      }
    }
    const results: PeerFigures['results'] = {};
    for (const tool of tools) {
      results[tool.name] = Object.fromEntries(
        PEER_CASES.map((entry) => [entry.name, summarize(runs.get(`${tool.name}\u0000${entry.name}`)!)]),
      );
    }
    return {
      connections: CONNECTIONS,
      seconds,
      rounds,
      records: records.length,
      loadAverage: { start, end: loadAverage() },
      results,
    };
  } finally {
    for (const running of processes) running.stop();
  }
};
