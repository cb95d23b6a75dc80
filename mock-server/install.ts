import { setScenarioRegistry, type ScenarioRegistry } from './db/scenario-registry';
import { clockHooks } from './handlers/index';
import { onEveryClockAdvance } from './state/clock';
import { fixturesRegistry } from './scenarios';

/**
 * Wires what every entry point needs before the first request: the scenario
 * registry (the fixtures', unless a test passes its own) and the domains'
 * "time moved" listeners. Safe to call more than once.
 */
export const installMockBackend = ({ registry = fixturesRegistry }: { registry?: ScenarioRegistry } = {}): void => {
  setScenarioRegistry(registry);
  // The listeners are a set: installing the same hooks again adds nothing.
  for (const hook of clockHooks) onEveryClockAdvance(hook);
};
