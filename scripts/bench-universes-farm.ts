import { cpus, loadavg } from 'node:os';
import { buildScenario } from '@fixtures/scenarios/index';
import { startMockProcess } from './bench/mock-process';
import { offerListingId, offerTerms, signedIn, type Send } from './bench/offer-writes';
import { loginRequest, sessionCookieOf } from './bench/mock/sessions';
import { sectionMarkers, writePerformanceSection } from './bench/performance-doc';

/*
 * npm run bench:universes:farm: a QA farm on one mock (docs/mock-server/universes.md).
 * Starts `mock:serve` with MOCK_MAX_MEMORY_MB=1024 (and MOCK_MAX_UNIVERSES raised over its
 * default of 64, which counts universes, not memory), creates FARM_UNIVERSES (200)
 * large-account universes over HTTP, 4 clients at a time, has the buyers' agent make 100
 * offers in each, each offer's note naming its universe, and then, with all of them alive,
 * reads every universe's offers on that listing as its listing agent: they must be exactly
 * the base's and the universe's own 100, and no other universe's (0 cross-talk), with none
 * evicted. Prints the figures, writes the "A QA farm on one mock" section of
 * docs/performance.md, and exits 1 on any difference. A benchmark, never a test (it takes
 * minutes).
 */

const UNIVERSES = Number(process.env.FARM_UNIVERSES ?? 200);
const WRITES = Number(process.env.FARM_WRITES ?? 100);
const CLIENTS = Number(process.env.FARM_CLIENTS ?? 4);
const PORT = Number(process.env.FARM_PORT ?? 4790);
const SCENARIO = 'large-account';
const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } } as const;

type Offer = { id: number; note: string | null };

const nameOf = (index: number) => `farm-${index}`;
const noteOf = (index: number, write: number) => `${nameOf(index)} #${write}`;

const inOrder = async (count: number, work: (index: number) => Promise<void>): Promise<void> => {
  let next = 0;
  const client = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
};

const main = async () => {
  const load = loadavg()[0]!.toFixed(2);
  const mock = await startMockProcess({
    scenario: 'demo',
    port: PORT,
    env: { MOCK_MAX_MEMORY_MB: '1024', MOCK_MAX_UNIVERSES: String(UNIVERSES + 2) },
  });
  const started = performance.now();
  try {
    const send: Send = (request) => fetch(request);
    const listingId = offerListingId(buildScenario(SCENARIO, 1).data);
    const universeHeader = (name: string) => ({ 'x-mock-universe': name });
    const create = async (name: string) => {
      const response = await fetch(`${mock.url}/__mock/universes/${name}`, {
        ...JSON_POST,
        body: JSON.stringify({ scenario: SCENARIO }),
      });
      if (response.status !== 201) throw new Error(`Creating ${name}: ${response.status} ${await response.text()}`);
    };
    /** Every offer on the listing, as its listing agent sees them in that universe. */
    const offersIn = async (name: string): Promise<Offer[]> => {
      const login = loginRequest(mock.url, 'listingAgent');
      login.headers.set('x-mock-universe', name);
      const cookie = sessionCookieOf(await fetch(login));
      const response = await fetch(`${mock.url}/api/v1/listing/${listingId}/offers/list`, {
        headers: { ...universeHeader(name), cookie },
      });
      if (response.status !== 200) throw new Error(`Offers of ${name}: ${response.status}`);
      return ((await response.json()) as { body: { data: Offer[] } }).body.data;
    };

    await create('farm-base');
    const base = await offersIn('farm-base');
    await fetch(`${mock.url}/__mock/universes/farm-base`, { method: 'DELETE' });
    const baseIds = new Set(base.map((offer) => offer.id));

    const createMs: number[] = [];
    const writeMs: number[] = [];
    await inOrder(UNIVERSES, async (index) => {
      const name = nameOf(index);
      let at = performance.now();
      await create(name);
      createMs.push(performance.now() - at);
      at = performance.now();
      const buyersAgent = await signedIn(send, mock.url, 'buyersAgent', universeHeader(name));
      for (let write = 0; write < WRITES; write += 1)
        await buyersAgent('/offers', { ...offerTerms(600_000 + write, noteOf(index, write)), listingId });
      writeMs.push(performance.now() - at);
    });
    const writtenAt = performance.now();

    const listing = (await (await fetch(`${mock.url}/__mock/universes`)).json()) as {
      body: { universes: { name: string }[]; approximateMb: number; bases: unknown[] };
    };
    const alive = listing.body.universes.filter((universe) => universe.name.startsWith('farm-')).length;
    const residentMb = mock.residentMb();

    const problems: string[] = [];
    await inOrder(UNIVERSES, async (index) => {
      const name = nameOf(index);
      const offers = await offersIn(name);
      const own = offers.filter((offer) => !baseIds.has(offer.id)).map((offer) => offer.note ?? '');
      const expected = Array.from({ length: WRITES }, (_, write) => noteOf(index, write));
      const missingBase = base.filter(
        (offer) => !offers.some((seen) => seen.id === offer.id && seen.note === offer.note),
      ).length;
      if (own.length !== WRITES || [...own].sort().join('\n') !== [...expected].sort().join('\n') || missingBase > 0)
        problems.push(
          `${name}: ${own.length} own offers (${own.filter((note) => !note.startsWith(`${name} #`)).length} of others), ${missingBase} of the base's missing`,
        );
    });
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const figures = {
      node: process.version,
      cpu: `${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores)`,
      loadAverageAtStart: load,
      universes: UNIVERSES,
      offerWritesEach: WRITES,
      clients: CLIENTS,
      baseOffersOnTheListing: base.length,
      aliveAfterWriting: alive,
      createMsMedianOverHttp: Math.round(median(createMs) * 10) / 10,
      writesPerUniverseMsMedian: Math.round(median(writeMs)),
      createAndWriteSeconds: Math.round((writtenAt - started) / 100) / 10,
      checkSeconds: Math.round((performance.now() - writtenAt) / 100) / 10,
      estimateMb: listing.body.approximateMb,
      residentMb: residentMb === null ? null : Math.round(residentMb),
      crossTalk: problems.length,
    };
    console.log(JSON.stringify(figures, null, 2));
    for (const problem of problems.slice(0, 20)) console.error(problem);
    if (problems.length > 0 || alive !== UNIVERSES) {
      process.exitCode = 1;
      return;
    }
    const { start, end } = sectionMarkers('universes-farm', 'npm run bench:universes:farm');
    writePerformanceSection(
      'universes-farm',
      [
        start,
        '## A QA farm on one mock',
        '',
        `Measured by \`npm run bench:universes:farm\` (\`scripts/bench-universes-farm.ts\`) on Node ${figures.node}, ${figures.cpu}, ${new Date().toISOString().slice(0, 10)}; load average ${load} when it started (a shared machine). One \`mock:serve\` with \`MOCK_MAX_MEMORY_MB=1024\` (and \`MOCK_MAX_UNIVERSES=${UNIVERSES + 2}\`: the default, 64, counts universes, not memory); ${CLIENTS} clients over HTTP create ${UNIVERSES} large-account universes and make ${WRITES} offers in each as the buyers' agent, each offer's note naming its universe; then, with every universe alive, each one's offers on that listing are read as its listing agent.`,
        '',
        '| what | figure |',
        '|---|---:|',
        `| universes alive at the end (none evicted) | ${alive} of ${UNIVERSES} |`,
        `| universes whose offers were not exactly the base's ${base.length} and their own ${WRITES} (cross-talk) | ${problems.length} |`,
        `| creating one over HTTP, median | ${figures.createMsMedianOverHttp} ms |`,
        `| ${WRITES} offers in one, median | ${figures.writesPerUniverseMsMedian} ms |`,
        `| creating all and writing, in all | ${figures.createAndWriteSeconds} s |`,
        `| the mock's estimate of them all (\`GET /__mock/universes\`, the bases counted once) | ${figures.estimateMb} MB |`,
        `| the mock process's resident memory | ${figures.residentMb ?? 'n/a'} MB |`,
        end,
      ].join('\n'),
    );
  } finally {
    mock.stop();
  }
};

await main();
