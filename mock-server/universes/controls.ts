import type { HttpHandler } from 'msw';
import { UnknownScenarioError } from '../db/scenario-registry';
import { defineControl } from '../handlers/controls/define-control';
import { ScenarioSeedSchema } from '../handlers/controls/reset';
import { fieldError, HttpError, notFound } from '../lib/errors';
import { invalidUniverseName, isUniverseName, universeCookie } from './names';
import { UniverseLimitError, type UniverseRegistry, type UniverseSeed } from './registry';

/*
 * The universes' own controls (HTTP server only: the browser and in-process
 * mocks have the default universe alone). Like every /__mock control they
 * take application/json only, answer in the envelope, and on a shared mock
 * need the control token (http.ts checks it before they run).
 *
 *   GET    /__mock/universes                  every universe, with its scenario, times and size; the bases they fork
 *   POST   /__mock/universes/<name>           creates it from { scenario?, seed? } (200 when it exists)
 *   POST   /__mock/universes/<name>/enter     creates it if needed, and sets the universe cookie
 *   DELETE /__mock/universes/<name>           deletes it (never default)
 */

export const UNIVERSES_PATH = '/__mock/universes';

const MB = 1024 * 1024;

const nameOf = (params: Record<string, string>): string => {
  const name = params.name ?? '';
  if (!isUniverseName(name)) throw fieldError('name', invalidUniverseName(name));
  return name;
};

/** Creates the universe if needed; 400 for an unknown scenario, 503 when there is no room. */
const ensure = async (registry: UniverseRegistry, name: string, seed: UniverseSeed): Promise<boolean> => {
  if (registry.has(name)) return false;
  try {
    await registry.run(name, async () => undefined, seed);
    return true;
  } catch (error) {
    if (error instanceof UnknownScenarioError) throw fieldError('scenario', error.message);
    if (error instanceof UniverseLimitError) throw new HttpError(503, error.message);
    throw error;
  }
};

export const universeControls = (registry: UniverseRegistry): HttpHandler[] => [
  defineControl('get', '/universes', undefined, () => ({
    body: {
      universes: registry.list(),
      bases: registry.bases(),
      approximateMb: Math.round((registry.totalBytes() / MB) * 10) / 10,
      limits: registry.limits,
    },
  })),
  defineControl('post', '/universes/:name', ScenarioSeedSchema, async ({ body, params }) => {
    const name = nameOf(params);
    const created = await ensure(registry, name, body);
    return { status: created ? 201 : 200, body: registry.info(name) };
  }),
  defineControl('post', '/universes/:name/enter', ScenarioSeedSchema, async ({ body, params }) => {
    const name = nameOf(params);
    await ensure(registry, name, body);
    return { body: registry.info(name), setCookie: universeCookie(name) };
  }),
  defineControl('delete', '/universes/:name', undefined, ({ params }) => {
    const name = nameOf(params);
    let deleted: boolean;
    try {
      deleted = registry.delete(name);
    } catch (error) {
      if (error instanceof UniverseLimitError) throw new HttpError(422, error.message);
      throw error;
    }
    if (!deleted) throw notFound(`No universe "${name}"`);
    return { body: { deleted: name } };
  }),
];
