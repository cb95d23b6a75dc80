import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract } from '@contract';
import { offersHandlers } from '@mock/handlers/offers/offers-handlers';
import { apiRouter } from '@mock/handlers/index';
import { routeOfHandler } from '@mock/framework/define-handler';
import { handlerRouter, handlersOf } from '@mock/framework/handler-router';

// The handlers are keyed like the contract (ts-rest's s.router(contract, {...}) style): a
// route without its handler, or a handler under another route's key, does not compile
// (the @ts-expect-error lines fail `npm run typecheck` the day it does), and throws if a
// cast slips one past.

describe('the handler router', () => {
  it('refuses a contract route without a handler', () => {
    const { approve: _approve, ...withoutApprove } = offersHandlers;
    // @ts-expect-error contract.offers.approve has no handler
    expect(() => handlerRouter(contract.offers, withoutApprove)).toThrow('No handler for the contract route approve');
  });

  it("refuses a handler under another route's key", () => {
    const swapped = { ...offersHandlers, approve: offersHandlers.edit };
    // @ts-expect-error the edit handler does not serve contract.offers.approve
    expect(() => handlerRouter(contract.offers, swapped)).toThrow(
      'The handler under approve does not serve that route',
    );
  });

  it('gives the mock a handler for every contract route, nested routers included', () => {
    const routes = (router: AppRouter): AppRoute[] =>
      Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routes(entry)));
    expect(new Set(handlersOf(contract, apiRouter).map(routeOfHandler))).toEqual(new Set(routes(contract)));
    expect(routeOfHandler(apiRouter.account.commissionTemplates.remove)).toBe(
      contract.account.commissionTemplates.remove,
    );
  });
});
