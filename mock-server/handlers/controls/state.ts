import { db } from '../../db/database';
import { mockMeta } from '../../db/meta';
import { getScenarioRegistry } from '../../db/scenario-registry';
import { clock } from '../../state/clock';
import { listFaults } from '../../state/faults';
import { listHolds } from '../../state/holds';
import { getLatency, latencyRules } from '../../state/latency';
import { defineControl } from './define-control';

/** Everything QA may want to assert on before and after a run. */
export const mockState = () => {
  const meta = mockMeta();
  const registry = getScenarioRegistry();
  return {
    scenario: meta.scenario,
    seed: meta.seed,
    epoch: meta.epoch,
    clock: clock.now(),
    latencyMs: getLatency(),
    latencyRules: latencyRules(),
    faults: listFaults(),
    holds: listHolds(),
    counts: db.counts(),
    scenarios: registry.names,
    defaultScenario: registry.defaultScenario,
  };
};

/** GET /__mock/state */
export const stateControl = defineControl('get', '/state', undefined, () => ({ body: mockState() }));
