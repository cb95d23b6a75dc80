import { rmSync } from 'node:fs';
import { PACT_FILE } from '../../../scripts/pact/config';

/**
 * globalSetup of the `pact` project: the consumer tests merge their interactions into the pact
 * file, so it is removed first; otherwise an interaction deleted from the tests would stay in it
 * forever. Run the whole project (npm run test:pact) to write it: a run of one file writes that
 * file's interactions only (git diff shows it).
 */
export default function freshPactFile(): void {
  rmSync(PACT_FILE, { force: true });
}
