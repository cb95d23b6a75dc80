import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { contract, type Contract } from './index';

/*
 * Every contract route by its dotted key (`account.commissionTemplates.list`),
 * the operationId of the OpenAPI document and the route's name in the API
 * coverage table.
 */

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends AppRoute ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type RouteKey = KeysOf<Contract>;

export type KeyedRoute = { key: RouteKey; route: AppRoute };

const walk = (router: AppRouter, prefix: string[] = []): KeyedRoute[] =>
  Object.entries(router).flatMap(([name, entry]) =>
    isAppRoute(entry)
      ? [{ key: [...prefix, name].join('.') as RouteKey, route: entry }]
      : walk(entry, [...prefix, name]),
  );

/** Every route of the contract, in router order. */
export const CONTRACT_ROUTES: readonly KeyedRoute[] = walk(contract);

export const routeByKey = (key: RouteKey): AppRoute => {
  const found = CONTRACT_ROUTES.find((entry) => entry.key === key);
  if (!found) throw new Error(`No contract route ${key}`);
  return found.route;
};
