import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultUniverseScope, setUniverseResolver, type UniverseScope } from '../state/universe-local';

/*
 * The HTTP server's "current universe": the one its request chose, carried
 * through every await, timer and msw handler of that request by
 * AsyncLocalStorage. Node only: the browser and the in-process Node mock
 * never load this file and always use the default universe.
 */

const storage = new AsyncLocalStorage<UniverseScope>();

/** From now on, state/universe-local.ts asks the running request which universe it is in (the default outside any). */
export const installUniverseContext = (): void => {
  setUniverseResolver(() => storage.getStore() ?? defaultUniverseScope());
};

export const runInUniverse = <T>(scope: UniverseScope, work: () => T): T => storage.run(scope, work);
