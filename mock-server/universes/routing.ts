import type { IncomingMessage } from 'node:http';
import { UnknownScenarioError } from '../db/scenario-registry';
import { UNIVERSES_PATH } from './controls';
import { chosenUniverse, invalidUniverseName, isUniverseName, universeCookie } from './names';
import { UniverseLimitError, type UniverseRegistry } from './registry';

export type UniverseAnswer<T> =
  | {
      ok: true;
      value: T;
      /** The universe cookie to set: the request chose its universe with ?universe=. */ cookie: string | null;
    }
  | { ok: false; status: number; message: string };

const isUniversesControl = (pathname: string): boolean =>
  pathname === UNIVERSES_PATH || pathname.startsWith(`${UNIVERSES_PATH}/`);

/**
 * Runs `work` (the request's answer) in the universe the request chose
 * (universes/names.ts), creating it on first use. The universes' own
 * controls run outside any. 400 for a bad name, 503 when there is no room.
 */
export const inChosenUniverse = async <T>(
  registry: UniverseRegistry,
  incoming: IncomingMessage,
  url: URL,
  work: () => Promise<T>,
): Promise<UniverseAnswer<T>> => {
  if (isUniversesControl(url.pathname)) return { ok: true, value: await work(), cookie: null };
  const choice = chosenUniverse(incoming, url);
  if (!isUniverseName(choice.name)) return { ok: false, status: 400, message: invalidUniverseName(choice.name) };
  try {
    const value = await registry.run(choice.name, work);
    return { ok: true, value, cookie: choice.source === 'query' ? universeCookie(choice.name) : null };
  } catch (error) {
    if (error instanceof UniverseLimitError) return { ok: false, status: 503, message: error.message };
    if (error instanceof UnknownScenarioError) return { ok: false, status: 400, message: error.message };
    throw error;
  }
};
