import { buildScenario, SCENARIO_NAMES, type ScenarioName } from '@fixtures/scenarios/index';
import { seedData } from '@mock/db/seed';
import { round, statsOf } from './stats';

export type SeedingFigures = { scenario: ScenarioName; runs: number; buildMs: number; loadMs: number; totalMs: number };

/** Each scenario built (fixtures) and loaded into the database (every row validated) `runs` times; medians. */
export const benchSeeding = async (runs: number): Promise<SeedingFigures[]> => {
  const figures: SeedingFigures[] = [];
  for (const scenario of SCENARIO_NAMES) {
    const samples: { buildMs: number; loadMs: number; totalMs: number }[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const { data, referenceDate } = buildScenario(scenario, 1);
      const built = performance.now();
      await seedData({ scenario, seed: 1, data, referenceDate });
      const loaded = performance.now();
      samples.push({ buildMs: built - started, loadMs: loaded - built, totalMs: loaded - started });
    }
    const median = (key: 'buildMs' | 'loadMs' | 'totalMs') =>
      round(statsOf(samples.map((sample) => sample[key])).median);
    figures.push({ scenario, runs, buildMs: median('buildMs'), loadMs: median('loadMs'), totalMs: median('totalMs') });
  }
  return figures;
};
