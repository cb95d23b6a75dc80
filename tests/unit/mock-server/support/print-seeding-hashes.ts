// Seeds a scenario twice in this process through the mock's own reset (as
// POST /__mock/reset does) and prints, as one JSON line, the hash of the
// scenario's data and of each seeding's snapshot. The determinism test runs
// it in child processes with different TZ values, because Node reads TZ only
// at start-up:  node --import tsx tests/unit/mock-server/support/print-seeding-hashes.ts demo 1
import { buildScenario, isScenarioName } from '@fixtures/scenarios/index';
import { snapshot } from '@mock/db/snapshot';
import { installMockBackend } from '@mock/install';
import { seedMock } from '@mock/node';
import { dataHash } from '../../fixtures/canonical-hash';

const [name = 'demo', seedText = '1'] = process.argv.slice(2);
if (!isScenarioName(name)) {
  process.stderr.write(`Unknown scenario: ${name}\n`);
  process.exit(2);
}
const seed = Number(seedText);

/** The snapshot without its epoch: the epoch counts this process's seedings, by design, and is no part of the data. */
const seedingHash = async (): Promise<string> => {
  await seedMock({ scenario: name, seed });
  const { epoch: _epoch, ...state } = snapshot();
  return dataHash(state);
};

installMockBackend();
const snapshots = [await seedingHash(), await seedingHash()];
process.stdout.write(`${JSON.stringify({ data: dataHash(buildScenario(name, seed).data), snapshots, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })}\n`);
