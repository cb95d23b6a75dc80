import { mockMeta } from '../../db/meta';
import { getScenarioRegistry, type ScenarioBuild } from '../../db/scenario-registry';
import { seedData } from '../../db/seed';
import { clearFaults } from '../../state/faults';
import { clearHolds } from '../../state/holds';
import { setLatency } from '../../state/latency';
import { processWide } from '../../state/process-wide';

type Baseline = { scenario: string; seed: number; build: ScenarioBuild };

// One for the process: a scenario's build is the same in every universe, and is cloned before it is loaded.
const last = processWide('providerStateBaseline', { baseline: undefined as Baseline | undefined });

/**
 * Back to the data the mock was started with, as POST /__mock/reset does (no
 * faults, no latency, no holds, the scenario reseeded, so no sessions), made
 * cheaper for the one reset per interaction of a verification: the scenario
 * is built once and loaded unvalidated (it is the data the mock validated
 * when it started).
 */
export const resetToBaseline = async (): Promise<void> => {
  const { scenario, seed } = mockMeta();
  if (last.baseline?.scenario !== scenario || last.baseline.seed !== seed) {
    last.baseline = { scenario, seed, build: getScenarioRegistry().build(scenario, seed) };
  }
  clearFaults();
  setLatency(0);
  const { data, referenceDate } = last.baseline.build;
  await seedData({ scenario, seed, data: structuredClone(data), referenceDate }, { validate: false });
  clearHolds({ restart: true });
};
