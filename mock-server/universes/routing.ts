import type { IncomingMessage } from 'node:http';
import { UnknownScenarioError } from '../db/scenario-registry';
import { UNIVERSES_PATH } from './controls';
import {
  asksUniverseByQuery,
  chosenUniverse,
  invalidUniverseName,
  isUniverseName,
  UNIVERSE_QUERY_REFUSED,
} from './names';
import { UniverseLimitError, type UniverseRegistry } from './registry';

export type UniverseAnswer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

const isUniversesControl = (pathname: string): boolean =>
  pathname === UNIVERSES_PATH || pathname.startsWith(`${UNIVERSES_PATH}/`);

/**
 * Runs `work` (the request's answer) in the universe the request chose
 * (universes/names.ts), creating it on first use. The universes' own
 * controls run outside any. 400 for a bad name or ?universe=, 503 when there
 * is no room.
 */
export const inChosenUniverse = async <T>(
  registry: UniverseRegistry,
  incoming: IncomingMessage,
  url: URL,
  work: () => Promise<T>,
): Promise<UniverseAnswer<T>> => {
  if (isUniversesControl(url.pathname)) return { ok: true, value: await work() };
  if (asksUniverseByQuery(url)) return { ok: false, status: 400, message: UNIVERSE_QUERY_REFUSED };
  const name = chosenUniverse(incoming);
  if (!isUniverseName(name)) return { ok: false, status: 400, message: invalidUniverseName(name) };
  try {
    return { ok: true, value: await registry.run(name, work) };
  } catch (error) {
    if (error instanceof UniverseLimitError) return { ok: false, status: 503, message: error.message };
    if (error instanceof UnknownScenarioError) return { ok: false, status: 400, message: error.message };
    throw error;
  }
};
