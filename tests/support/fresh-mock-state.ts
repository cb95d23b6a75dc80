import { defaultUniverseScope, setUniverseResolver } from '@mock/state/universe-local';

/*
 * A vitest setup file (unit and component projects). Their test files share a worker's modules
 * (`isolate: false` in vite.config.ts: importing the app and the mock once per worker rather than
 * once per file halves the suite), so each file starts from the mock state of a fresh process:
 * the default universe's state (tables, clock, faults, holds, latency, journal, coverage, id
 * counters) empty again, and no universe resolver left by an HTTP server of an earlier file.
 * The frozen scenario bases stay: they are the same for every file, and seeding once is the point.
 */
defaultUniverseScope().slots.clear();
setUniverseResolver(null);
