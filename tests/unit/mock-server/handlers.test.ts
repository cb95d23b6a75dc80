import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract } from '@contract';
import { malformedUrlGuard, notFoundHandlers } from '@mock/handlers/fallbacks';
import { apiHandlers, handlers } from '@mock/handlers/index';
import { bySpecificity } from '@mock/handlers/order';
import { defineHandler, routeOfHandler } from '@mock/framework/define-handler';
import { HttpError } from '@mock/lib/errors';

const contractRoutes = (router: AppRouter): AppRoute[] =>
  Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : contractRoutes(entry)));

describe('the handler barrel', () => {
  it('serves only contract routes, each at most once', () => {
    const known = new Set(contractRoutes(contract));
    const served = apiHandlers.map(routeOfHandler);
    expect(served.every((route) => route !== undefined && known.has(route))).toBe(true);
    expect(new Set(served).size).toBe(served.length);
  });

  it('holds every API handler, between the guard and controls and the 404 fallbacks', () => {
    expect(handlers.filter((handler) => routeOfHandler(handler as never))).toHaveLength(apiHandlers.length);
    expect(handlers[0]).toBe(malformedUrlGuard);
    expect(handlers.slice(-notFoundHandlers.length)).toEqual(notFoundHandlers);
  });

  it('puts a literal segment before a parameter, so /listing/public is not taken for /listing/:id', () => {
    const notFound = () => Promise.reject(new HttpError(404, 'x'));
    const byId = defineHandler(contract.listings.get, notFound);
    const bySlug = defineHandler(contract.listings.getBySlug, notFound);
    const publicList = defineHandler(contract.listings.listPublic, notFound);
    const tabs = defineHandler(contract.listings.countByTabs, notFound);
    const sorted = bySpecificity([byId, bySlug, publicList, tabs]).map((handler) => routeOfHandler(handler)?.path);
    expect(sorted.indexOf('/api/v1/listing/public')).toBeLessThan(sorted.indexOf('/api/v1/listing/:id'));
    expect(sorted.indexOf('/api/v1/listing/count-by-tabs')).toBeLessThan(sorted.indexOf('/api/v1/listing/:id'));
  });
});
