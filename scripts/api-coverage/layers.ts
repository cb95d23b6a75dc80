import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_ROUTES as KEYED_ROUTES } from '@contract/route-keys';
import { declaredStatusesOf } from '@contract/statuses';

/*
 * What each test layer exercised of the API, as `.cache/api-coverage/<layer>.json`:
 * `{ layer, entries: [{ route, status, scenario, count, injected? }] }`, route being the contract's
 * name (`auth.login`), `injected` marking an injected fault's answer (its `x-mock-fault` header). The mock records it (state/coverage.ts, GET /__mock/coverage); a layer whose
 * mock lives in many places (one per test file, one per page) writes parts into
 * `.cache/api-coverage/<layer>/` and merges them at its end. `npm run test:api-coverage` reads
 * the layer files (scripts/api-coverage/api-coverage.ts).
 */

export type CoverageEntry = { route: string; status: number; scenario: string; count: number; injected?: true };
export type LayerFile = { layer: string; entries: CoverageEntry[] };

export const COVERAGE_DIR = path.resolve(import.meta.dirname, '../../.cache/api-coverage');

const layerFile = (layer: string): string => path.join(COVERAGE_DIR, `${layer}.json`);
const partsDir = (layer: string): string => path.join(COVERAGE_DIR, layer);

/** Sums entries of the same route, status, scenario and origin (the API's own answer, or an injected fault's). */
export const mergeEntries = (lists: readonly (readonly CoverageEntry[])[]): CoverageEntry[] => {
  const merged = new Map<string, CoverageEntry>();
  for (const entry of lists.flat()) {
    const key = `${entry.route}\n${entry.status}\n${entry.scenario}\n${entry.injected === true}`;
    const found = merged.get(key);
    if (found) found.count += entry.count;
    else merged.set(key, { ...entry });
  }
  return [...merged.values()].sort(
    (a, b) =>
      a.route.localeCompare(b.route) ||
      a.status - b.status ||
      a.scenario.localeCompare(b.scenario) ||
      Number(a.injected === true) - Number(b.injected === true),
  );
};

export const writeLayer = (layer: string, entries: readonly CoverageEntry[]): void => {
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(
    layerFile(layer),
    `${JSON.stringify({ layer, entries: mergeEntries([entries]) } satisfies LayerFile, null, 1)}\n`,
  );
};

/** A fresh start for a layer's parts (its run's setup). */
export const clearParts = (layer: string): void => {
  rmSync(partsDir(layer), { recursive: true, force: true });
  mkdirSync(partsDir(layer), { recursive: true });
};

/** One part of a layer (one test file's, one test's), under a name unique to it. */
export const writePart = (layer: string, name: string, entries: readonly CoverageEntry[]): void => {
  if (entries.length === 0) return;
  mkdirSync(partsDir(layer), { recursive: true });
  writeFileSync(path.join(partsDir(layer), `${name.replace(/[^A-Za-z0-9_.-]/g, '_')}.json`), JSON.stringify(entries));
};

/** Merges the layer's parts into its layer file, or the file named `into` (its run's teardown). */
export const mergeParts = (layer: string, into: string = layer): void => {
  const dir = partsDir(layer);
  const parts = readdirSync(dir).filter((file) => file.endsWith('.json'));
  writeLayer(
    into,
    mergeEntries(parts.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CoverageEntry[])),
  );
};

/** `statuses`: every status the route declares (contract/statuses.ts), the document's very list. */
export type ContractRoute = { name: string; method: string; path: string; statuses: number[] };

/** Every route of the contract with the statuses it declares, in contract order. */
export const CONTRACT_ROUTES: readonly ContractRoute[] = KEYED_ROUTES.map(({ key, route }) => ({
  name: key,
  method: route.method,
  path: route.path,
  statuses: declaredStatusesOf(route),
}));

const paramCount = (route: ContractRoute): number =>
  route.path.split('/').filter((segment) => segment.startsWith(':')).length;

/** The contract route a request calls (the one with the fewest `:params` when several fit, as the mock routes it). */
export const routeOfRequest = (method: string, pathname: string): ContractRoute | undefined => {
  const actual = pathname.split('/');
  return CONTRACT_ROUTES.filter((route) => {
    const expected = route.path.split('/');
    return (
      route.method === method.toUpperCase() &&
      expected.length === actual.length &&
      expected.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]))
    );
  }).sort((a, b) => paramCount(a) - paramCount(b))[0];
};
