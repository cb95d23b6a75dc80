// Seeds a scenario twice in this process through the mock's own reset (as
// POST /__mock/reset does), signs two personas in after each seeding, and
// prints, as one JSON line, the hash of the scenario's data, of each
// seeding's snapshot as data (session tokens left out: they are random
// secrets) and the tokens themselves. The determinism test runs it in child
// processes with different TZ values, because Node reads TZ only at start-up:
//   node --import tsx tests/unit/mock-server/support/print-seeding-hashes.ts demo 1
import { PERSONAS } from '@fixtures/personas';
import { buildScenario, isScenarioName } from '@fixtures/scenarios/index';
import { db } from '@mock/db/database';
import { snapshot, snapshotData } from '@mock/db/snapshot';
import { installMockBackend } from '@mock/install';
import { clock } from '@mock/state/clock';
import { createSession } from '@mock/state/sessions';
import { seedMock } from '@mock/node';
import { dataHash } from '../../fixtures/canonical-hash';

const [name = 'demo', seedText = '1'] = process.argv.slice(2);
if (!isScenarioName(name)) {
  process.stderr.write(`Unknown scenario: ${name}\n`);
  process.exit(2);
}
const seed = Number(seedText);

const tokens: string[] = [];

/**
 * The snapshot as data, without its epoch: the epoch counts this process's
 * seedings, by design, and is no part of the data; nor are session tokens.
 */
const seedingHash = async (): Promise<string> => {
  await seedMock({ scenario: name, seed });
  for (const persona of [PERSONAS.listingAgent, PERSONAS.buyersAgent])
    tokens.push((await createSession(db, clock, persona.id)).token);
  const { epoch: _epoch, ...state } = snapshotData(snapshot()) as { epoch: number };
  return dataHash(state);
};

installMockBackend();
const snapshots = [await seedingHash(), await seedingHash()];
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
process.stdout.write(
  `${JSON.stringify({ data: dataHash(buildScenario(name, seed).data), snapshots, tokens, timeZone })}\n`,
);
