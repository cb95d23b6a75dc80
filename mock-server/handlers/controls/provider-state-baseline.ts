import { mockMeta } from '../../db/meta';
import { seedScenario } from '../../db/seed';
import { clearFaults } from '../../state/faults';
import { clearHolds } from '../../state/holds';
import { setLatency } from '../../state/latency';

/**
 * Back to the data the mock was started with, as POST /__mock/reset does (no
 * faults, no latency, no holds, the scenario reseeded, so no sessions): the
 * one reset per interaction of a verification, a fork of the scenario's
 * frozen base (db/frozen-bases.ts).
 */
export const resetToBaseline = async (): Promise<void> => {
  const { scenario, seed } = mockMeta();
  clearFaults();
  setLatency(0);
  await seedScenario(scenario, seed);
  clearHolds({ restart: true });
};
