import type { Row } from '../db/runtime-schemas';
import { notFound, unprocessable } from '../lib/errors';

/*
 * Sessions on the mock payment provider (spec: "a card payment provider
 * (hosted setup and checkout pages)"). The client redirects to the session's
 * url, an app route that plays the provider's hosted page; that page finishes
 * the session through the /__mock/payment-sessions/:id/complete or /cancel
 * control and follows the redirectUrl it answers.
 */

export type PaymentMode = Row<'paymentSessions'>['mode'];

/** Provider-style ids, as the real provider's look (cs_..., seti_...): derived from the row id, never random. */
const PREFIXES: Record<PaymentMode, string> = { checkout: 'cs_mock_', setup: 'seti_mock_' };

export const SESSION_NOT_FOUND = 'Payment session not found';
export const SESSION_FINISHED = 'This payment session is already finished';

export const providerSessionId = (session: Pick<Row<'paymentSessions'>, 'id' | 'mode'>): string =>
  `${PREFIXES[session.mode]}${session.id}`;

/** The row id a provider id names, or null when it names none. */
export const rowIdOfProviderSession = (providerId: string): number | null => {
  const match = /^(cs|seti)_mock_([1-9]\d{0,14})$/.exec(providerId);
  return match ? Number(match[2]) : null;
};

/** The mock hosted page (an app route, built by the client): /mock-provider/setup/seti_mock_1. */
export const providerPageUrl = (mode: PaymentMode, providerId: string): string =>
  `/mock-provider/${mode}/${providerId}`;

/** As the real provider does, `{CHECKOUT_SESSION_ID}` in a return URL becomes the session's id. */
export const returnUrl = (url: string, providerId: string): string =>
  url.replaceAll('{CHECKOUT_SESSION_ID}', providerId);

/** The session a provider id names, whatever its status; 404 for an unknown one. */
export const sessionOf = (
  find: (id: number) => Row<'paymentSessions'> | undefined,
  providerId: string,
): Row<'paymentSessions'> => {
  const rowId = rowIdOfProviderSession(providerId);
  const session = rowId === null ? undefined : find(rowId);
  // The prefix must match the mode too: seti_mock_3 does not name checkout session 3.
  if (!session || providerSessionId(session) !== providerId) throw notFound(SESSION_NOT_FOUND);
  return session;
};

/** The open session a provider id names (404 for an unknown one, 422 once completed or canceled). */
export const openSessionOf = (
  find: (id: number) => Row<'paymentSessions'> | undefined,
  providerId: string,
): Row<'paymentSessions'> => {
  const session = sessionOf(find, providerId);
  if (session.status !== 'open') throw unprocessable(SESSION_FINISHED);
  return session;
};
