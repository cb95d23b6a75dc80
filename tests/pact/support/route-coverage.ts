import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { PactInteraction } from './pact-file';

/*
 * Which contract route each interaction of the pact calls, and which routes
 * no interaction calls. A request path can fit several routes
 * (`/api/v1/listing/public` fits `listings.listPublic` and `listings.get`'s
 * `/api/v1/listing/:id`): it belongs to the one with the fewest `:params`,
 * as the server's router decides, so an interaction never covers a route it
 * does not call.
 */

export type ContractRoute = { name: string; method: string; path: string; route: AppRoute };

export const contractRoutes = (router: AppRouter, prefix: string[] = []): ContractRoute[] =>
  Object.entries(router).flatMap(([key, entry]) =>
    isAppRoute(entry)
      ? [{ name: [...prefix, key].join('.'), method: entry.method, path: entry.path, route: entry }]
      : contractRoutes(entry, [...prefix, key]),
  );

const paramCount = (route: ContractRoute): number =>
  route.path.split('/').filter((segment) => segment.startsWith(':')).length;

const fits = (route: ContractRoute, method: string, path: string): boolean => {
  const expected = route.path.split('/');
  const actual = path.split('/');
  return (
    route.method === method.toUpperCase() &&
    expected.length === actual.length &&
    expected.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]))
  );
};

/** The route an interaction's request calls; undefined when it calls none of the contract. */
export const routeOf = (routes: readonly ContractRoute[], interaction: PactInteraction): ContractRoute | undefined =>
  routes
    .filter((route) => fits(route, interaction.request.method, interaction.request.path))
    .sort((a, b) => paramCount(a) - paramCount(b))[0];

/** The routes no interaction calls, in contract order. */
export const uncoveredRoutes = (
  routes: readonly ContractRoute[],
  interactions: readonly PactInteraction[],
): ContractRoute[] => {
  const covered = new Set(interactions.map((interaction) => routeOf(routes, interaction)?.name));
  return routes.filter((route) => !covered.has(route.name));
};
