import { contract } from '@contract';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';

/*
 * Every contract route by its id, the dotted path of keys that reaches it in
 * the contract (`auth.login`, `listings.getBySlug`): the name the journal,
 * the coverage, faults, holds and latency rules give a route.
 */

const routesOf = (router: AppRouter, prefix: string[]): [string, AppRoute][] =>
  Object.entries(router).flatMap(([key, entry]): [string, AppRoute][] =>
    isAppRoute(entry) ? [[[...prefix, key].join('.'), entry]] : routesOf(entry, [...prefix, key]),
  );

const ROUTES: ReadonlyMap<string, AppRoute> = new Map(routesOf(contract, []));
const IDS = new WeakMap<AppRoute, string>([...ROUTES].map(([id, route]) => [route, id]));
const BY_METHOD_AND_PATH: ReadonlyMap<string, string> = new Map(
  [...ROUTES].map(([id, route]) => [`${route.method} ${route.path}`, id]),
);

/** `auth.login` for a contract route; `METHOD path` for anything else (a test's throwaway route). */
export const routeName = (route: AppRoute): string => IDS.get(route) ?? `${route.method} ${route.path}`;

/** The contract's routes by id, in the contract's order. */
export const contractRoutes = (): ReadonlyMap<string, AppRoute> => ROUTES;

export const isRouteId = (id: string): boolean => ROUTES.has(id);

/** The id of the contract route with this method and path pattern (`/api/v1/listing/:id`), if any. */
export const routeIdOf = (method: string, path: string): string | null =>
  BY_METHOD_AND_PATH.get(`${method} ${path}`) ?? null;
