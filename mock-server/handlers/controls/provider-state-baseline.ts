import { mockMeta } from '../../db/meta';
import { getScenarioRegistry, type ScenarioBuild } from '../../db/scenario-registry';
import { seedData } from '../../db/seed';
import { clearFaults } from '../../lib/faults';
import { clearHolds } from '../../lib/holds';
import { setLatency } from '../../lib/latency';

let baseline: { scenario: string; seed: number; build: ScenarioBuild } | undefined;

/**
 * Back to the data the mock was started with, as POST /__mock/reset does (no
 * faults, no latency, no holds, the scenario reseeded, so no sessions), made
 * cheaper for the one reset per interaction of a verification: the scenario
 * is built once and loaded unvalidated (it is the data the mock validated
 * when it started).
 */
export const resetToBaseline = async (): Promise<void> => {
  const { scenario, seed } = mockMeta();
  if (baseline?.scenario !== scenario || baseline.seed !== seed) {
    baseline = { scenario, seed, build: getScenarioRegistry().build(scenario, seed) };
  }
  clearFaults();
  setLatency(0);
  const { data, referenceDate } = baseline.build;
  await seedData({ scenario, seed, data: structuredClone(data), referenceDate }, { validate: false });
  clearHolds({ restart: true });
};
