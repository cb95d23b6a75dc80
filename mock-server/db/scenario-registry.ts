import type { SeedData } from '@fixtures/model';
import { processWide } from '../state/process-wide';

/** What a scenario builds for a seed: the data, and the instant the mock clock starts at. */
type ScenarioBuild = { data: SeedData; referenceDate: string };

/**
 * Where scenarios come from. The entry points install the fixtures' registry
 * (mock-server/scenarios.ts); a test may install its own with a hand-made
 * SeedData.
 */
export type ScenarioRegistry = {
  readonly names: readonly string[];
  readonly defaultScenario: string;
  build(name: string, seed: number): ScenarioBuild;
};

export const DEFAULT_SEED = 1;

const installed = processWide('scenarioRegistry', { registry: null as ScenarioRegistry | null });

export const setScenarioRegistry = (next: ScenarioRegistry): void => {
  installed.registry = next;
};

export const getScenarioRegistry = (): ScenarioRegistry => {
  const { registry } = installed;
  if (!registry)
    throw new Error('No scenario registry installed: call installMockBackend() (mock-server/install.ts) first');
  return registry;
};

export class UnknownScenarioError extends Error {
  override name = 'UnknownScenarioError';
  constructor(
    readonly scenario: string,
    readonly known: readonly string[],
  ) {
    super(`Unknown scenario "${scenario}"; known scenarios: ${known.join(', ')}`);
  }
}
