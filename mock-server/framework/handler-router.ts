import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { HttpHandler } from 'msw';
import { routeOfHandler } from './define-handler';
import type { RouteHandler } from './route-types';

/**
 * An object shaped like the contract router T, in the manner of ts-rest's
 * `s.router(contract, { ... })`: every route of T has its handler under the
 * route's own key, so a route without one is a type error.
 */
export type HandlerRouter<T extends AppRouter> = {
  readonly [K in keyof T]: T[K] extends AppRoute
    ? RouteHandler<T[K]>
    : T[K] extends AppRouter
      ? HandlerRouter<T[K]>
      : never;
};

type Walked = { route: AppRoute; handler: HttpHandler; key: string };

/** The routes of `router` with their handlers, in the handler object's key order. */
const walk = (contract: AppRouter, router: object, prefix: string): Walked[] => {
  const missing = Object.keys(contract).find((name) => !(name in router));
  if (missing !== undefined) throw new Error(`No handler for the contract route ${prefix}${missing}`);
  return Object.entries(router).flatMap(([name, value]: [string, unknown]) => {
    const key = `${prefix}${name}`;
    const entry = contract[name];
    if (entry === undefined) throw new Error(`No contract route ${key} for the handler under that key`);
    if (isAppRoute(entry)) return [{ route: entry, handler: value as HttpHandler, key }];
    return walk(entry, value as object, `${key}.`);
  });
};

/**
 * The handlers of one contract router, keyed like it. The types hold every
 * key to its route; the checks here catch what a cast could slip past.
 */
export const handlerRouter = <T extends AppRouter>(contract: T, handlers: HandlerRouter<T>): HandlerRouter<T> => {
  for (const { route, handler, key } of walk(contract, handlers, '')) {
    if (routeOfHandler(handler) !== route) throw new Error(`The handler under ${key} does not serve that route`);
  }
  return handlers;
};

/** Every handler of a handler router, as the list msw takes. */
export const handlersOf = <T extends AppRouter>(contract: T, handlers: HandlerRouter<T>): HttpHandler[] =>
  walk(contract, handlers, '').map(({ handler }) => handler);
