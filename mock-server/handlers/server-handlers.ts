import type { HttpHandler } from 'msw';
import { routeEntryOf, routeOfHandler } from '../framework/define-handler';
import { createRouteTable, type RouteEntry } from '../framework/route-table';
import { controlEntryOf } from './controls/define-control';
import { providerStatesControl } from './controls/provider-states';
import { malformedUrlGuard, notFoundHandlers } from './fallbacks';
import { apiHandlers, controlHandlers } from './index';
import { methodHandlers } from './methods';
import { bySpecificity } from './order';

/*
 * The Node and HTTP mocks' handlers: the browser's (handlers/index.ts), plus
 * Pact's provider states (POST /__mock/provider-states, which the provider
 * verification calls, docs/verifying-the-real-api.md) and the 405/HEAD
 * handlers, with the route table they and the HTTP server read.
 */

/** Every /__mock control the Node and HTTP mocks serve: the browser's, and Pact's provider states. */
export const serverControls: readonly HttpHandler[] = [...controlHandlers, providerStatesControl];

const entryOf = (handler: HttpHandler): RouteEntry[] => {
  const route = routeOfHandler(handler);
  const entry = route ? routeEntryOf(route) : controlEntryOf(handler);
  return entry ? [entry] : [];
};

/** Every path served, with its methods and body kind: for 405s, and for the HTTP server before it reads a body. */
export const serverRouteTable = createRouteTable([...serverControls, ...apiHandlers].flatMap(entryOf));

/** All handlers in the order msw must try them. */
export const serverHandlers: readonly HttpHandler[] = [
  malformedUrlGuard,
  ...serverControls,
  ...bySpecificity(apiHandlers),
  ...methodHandlers(serverRouteTable, () => serverHandlers),
  ...notFoundHandlers,
];
