import type { HttpHandler } from 'msw';
import type { ClockListener } from '../lib/clock';
import { routeEntryOf, routeOfHandler } from '../lib/define-handler';
import { createRouteTable, type RouteEntry, type RouteTable } from '../lib/route-table';
import { accountHandlers } from './account/account-handlers';
import { authHandlers } from './auth/auth-handlers';
import { activateDueListings } from './listings/activate-due-listings';
import { listingsHandlers } from './listings/listings-handlers';
import { clockControl } from './controls/clock';
import { invitationsControl } from './controls/invitations';
import { cancelPaymentSessionControl, completePaymentSessionControl, getPaymentSessionControl } from './controls/payment-sessions';
import { addFaultControl, clearFaultsControl, listFaultsControl } from './controls/faults';
import { latencyControl } from './controls/latency';
import { providerStatesControl } from './controls/provider-states';
import { resetControl } from './controls/reset';
import { sessionsControl } from './controls/sessions';
import { getSnapshotControl, putSnapshotControl } from './controls/snapshot';
import { stateControl } from './controls/state';
import { controlEntryOf } from './controls/define-control';
import { invitationsHandlers } from './invitations/invitations-handlers';
import { malformedUrlGuard, notFoundHandlers } from './fallbacks';
import { notificationsHandlers } from './notifications/notifications-handlers';
import { offersHandlers } from './offers/offers-handlers';
import { paymentsHandlers } from './payments/payments-handlers';
import { preferencesHandlers } from './preferences/preferences-handlers';
import { methodHandlers } from './methods';
import { bySpecificity } from './order';
import { userHandlers } from './user/user-handlers';
import { verificationHandlers } from './verification/verification-handlers';

/**
 * Every contract route's handler, one per route. A domain lists its handlers
 * in handlers/<domain>/<domain>-handlers.ts and adds one line here (any
 * order: they are sorted by specificity below); a test checks that no route
 * is served twice and that every handler serves a contract route.
 */
export const apiHandlers: readonly HttpHandler[] = [...authHandlers, ...userHandlers, ...offersHandlers, ...accountHandlers, ...paymentsHandlers, ...verificationHandlers, ...invitationsHandlers, ...preferencesHandlers, ...notificationsHandlers, ...listingsHandlers];

/**
 * "Time moved" listeners of the domains (lib/clock.ts), e.g. the listings
 * domain activating incoming listings on their Active Date. installMockBackend
 * registers them once.
 */
export const clockHooks: readonly ClockListener[] = [activateDueListings];

export const controlHandlers: readonly HttpHandler[] = [
  resetControl,
  stateControl,
  clockControl,
  latencyControl,
  addFaultControl,
  listFaultsControl,
  clearFaultsControl,
  getSnapshotControl,
  putSnapshotControl,
  sessionsControl,
  getPaymentSessionControl,
  completePaymentSessionControl,
  cancelPaymentSessionControl,
  invitationsControl,
  providerStatesControl,
];

const entryOf = (handler: HttpHandler): RouteEntry[] => {
  const route = routeOfHandler(handler);
  const entry = route ? routeEntryOf(route) : controlEntryOf(handler);
  return entry ? [entry] : [];
};

/** Every path served, with its methods and body kind: for 405s, and for the HTTP server before it reads a body. */
export const routeTable: RouteTable = createRouteTable([...controlHandlers, ...apiHandlers].flatMap(entryOf));

/** All handlers in the order msw must try them; the same list in the browser, Node and HTTP mocks. */
export const handlers: readonly HttpHandler[] = [
  malformedUrlGuard,
  ...controlHandlers,
  ...bySpecificity(apiHandlers),
  ...methodHandlers(routeTable, () => handlers),
  ...notFoundHandlers,
];
