import { contract } from '@contract';
import type { HttpHandler } from 'msw';
import { db } from '../db/database';
import { clock, type ClockListener } from '../state/clock';
import { handlerRouter, handlersOf } from '../framework/handler-router';
import { accountHandlers } from './account/account-handlers';
import { authHandlers } from './auth/auth-handlers';
import { activateDueListings } from '../domain/listings/activate-due-listings';
import { listingsHandlers } from './listings/listings-handlers';
import { clockControl } from './controls/clock';
import { clearCoverageControl, coverageControl } from './controls/coverage';
import { invitationsControl } from './controls/invitations';
import {
  cancelPaymentSessionControl,
  completePaymentSessionControl,
  getPaymentSessionControl,
} from './controls/payment-sessions';
import { addFaultControl, clearFaultsControl, deleteFaultControl, listFaultsControl } from './controls/faults';
import {
  addHoldControl,
  clearHoldsControl,
  deleteHoldControl,
  getHoldControl,
  listHoldsControl,
  releaseHoldControl,
} from './controls/holds';
import { clearLatencyControl, getLatencyControl, latencyControl } from './controls/latency';
import { personasControl } from './controls/personas';
import { clearRequestsControl, listRequestsControl, verifyRequestsControl } from './controls/requests';
import { resetControl } from './controls/reset';
import { routesControl } from './controls/routes';
import { currentSessionControl, sessionsControl } from './controls/sessions';
import { getSnapshotControl, putSnapshotControl } from './controls/snapshot';
import { stateControl } from './controls/state';
import { invitationsHandlers } from './invitations/invitations-handlers';
import { malformedUrlGuard, notFoundHandlers } from './fallbacks';
import { notificationsHandlers } from './notifications/notifications-handlers';
import { offersHandlers } from './offers/offers-handlers';
import { paymentsHandlers } from './payments/payments-handlers';
import { preferencesHandlers } from './preferences/preferences-handlers';
import { bySpecificity } from './order';
import { userHandlers } from './user/user-handlers';
import { verificationHandlers } from './verification/verification-handlers';

/**
 * Every contract route's handler, in an object shaped like the contract
 * (framework/handler-router.ts): a route without a handler does not compile. A
 * domain keys its handlers in handlers/<domain>/<domain>-handlers.ts; the
 * order does not matter (they are sorted by specificity below).
 */
export const apiRouter = handlerRouter(contract, {
  auth: authHandlers,
  user: userHandlers,
  offers: offersHandlers,
  account: accountHandlers,
  payments: paymentsHandlers,
  verification: verificationHandlers,
  invitations: invitationsHandlers,
  preferences: preferencesHandlers,
  notifications: notificationsHandlers,
  listings: listingsHandlers,
});

export const apiHandlers: readonly HttpHandler[] = handlersOf(contract, apiRouter);

/**
 * "Time moved" listeners of the domains (state/clock.ts), e.g. the listings
 * domain activating incoming listings on their Active Date. installMockBackend
 * registers them once; each runs on the universe whose clock moved.
 */
export const clockHooks: readonly ClockListener[] = [(advance) => activateDueListings({ db, clock }, advance)];

/**
 * Every control the in-browser mock serves. Pact's provider states
 * (controls/provider-states.ts) are left out here: only a verification
 * against the Node or HTTP mock uses them, and they would weigh 2 KB in the
 * browser's mock chunk; server-handlers.ts adds them.
 */
export const controlHandlers: readonly HttpHandler[] = [
  resetControl,
  stateControl,
  clockControl,
  latencyControl,
  getLatencyControl,
  clearLatencyControl,
  addFaultControl,
  listFaultsControl,
  clearFaultsControl,
  deleteFaultControl,
  addHoldControl,
  listHoldsControl,
  clearHoldsControl,
  getHoldControl,
  releaseHoldControl,
  deleteHoldControl,
  getSnapshotControl,
  putSnapshotControl,
  sessionsControl,
  currentSessionControl,
  personasControl,
  routesControl,
  getPaymentSessionControl,
  completePaymentSessionControl,
  cancelPaymentSessionControl,
  invitationsControl,
  coverageControl,
  clearCoverageControl,
  listRequestsControl,
  clearRequestsControl,
  verifyRequestsControl,
];

/**
 * The in-browser mock's handlers, in the order msw must try them. Node and
 * HTTP add Pact's provider states and the 405/HEAD handlers
 * (server-handlers.ts): the browser mock answers its own page only, which
 * sends neither, and its bundle has a budget (docs/performance.md).
 */
export const handlers: readonly HttpHandler[] = [
  malformedUrlGuard,
  ...controlHandlers,
  ...bySpecificity(apiHandlers),
  ...notFoundHandlers,
];
