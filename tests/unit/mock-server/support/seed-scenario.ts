import type { ScenarioName } from '@fixtures/scenarios/index';
import { REFERENCE_DATE } from '@fixtures/scenarios/reference-date';
import { clearFaults } from '@mock/state/faults';
import { setLatency } from '@mock/state/latency';
import { seedMockData } from '@mock/node';
import { scenarioData } from '../../fixtures/scenario-cache';

/**
 * What POST /__mock/reset does (seed 1, faults and latency cleared), for the
 * tests that reseed before every test: the scenario is built once per file
 * and loaded without re-validating its rows (tests/unit/fixtures checks them),
 * which makes a demo reseed several times cheaper than seedMock.
 */
export const reseedScenario = async (scenario: ScenarioName = 'demo'): Promise<void> => {
  clearFaults();
  setLatency(0);
  await seedMockData(
    { scenario, seed: 1, data: scenarioData(scenario), referenceDate: REFERENCE_DATE },
    { validate: false },
  );
};
