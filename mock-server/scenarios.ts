import { buildScenario, DEFAULT_SCENARIO, isScenarioName, SCENARIO_NAMES } from '@fixtures/scenarios/index';
import { UnknownScenarioError, type ScenarioRegistry } from './db/scenario-registry';

/** The fixtures' scenarios (fixtures/scenarios), as the mock's seeding code sees them. */
export const fixturesRegistry: ScenarioRegistry = {
  names: SCENARIO_NAMES,
  defaultScenario: DEFAULT_SCENARIO,
  build(name, seed) {
    if (!isScenarioName(name)) throw new UnknownScenarioError(name, SCENARIO_NAMES);
    return buildScenario(name, seed);
  },
};
