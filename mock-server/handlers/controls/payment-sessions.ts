import { z } from 'zod';
import { db } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { clock } from '../../state/clock';
import { unprocessable } from '../../lib/errors';
import {
  openSessionOf,
  providerSessionId,
  returnUrl,
  SESSION_FINISHED,
  sessionOf,
} from '../../policies/payment-sessions';
import { findProduct, subscriptionOn } from '../../policies/subscription';
import { defineControl } from './define-control';

/*
 * The mock payment provider's side of a hosted page: the page (an app route,
 * /mock-provider/<mode>/<id>) shows its form and then calls one of these,
 * then follows the `redirectUrl` they answer. The real provider would call
 * the API's webhook instead; here the effect is applied directly.
 */

const CardBodySchema = z.object({
  brand: z.string().trim().min(1).max(30).optional(),
  last4: z
    .string()
    .regex(/^\d{4}$/, 'Expected 4 digits')
    .optional(),
  expMonth: z.number().int().min(1).max(12).optional(),
  expYear: z.number().int().min(2000).max(2100).optional(),
});

/** The card a setup saves when the page sends nothing: the provider's classic test card. */
const DEFAULT_TEST_CARD = { brand: 'visa', last4: '4242', expMonth: 12 } as const;
/** Years from the mock clock's year to the default card's expiry. */
const DEFAULT_CARD_YEARS = 3;

const findRow = (id: number) => db.paymentSessions.findById(id);

/** Claims the session inside its write turn, so two clicks cannot complete it twice. */
const finish = (session: Row<'paymentSessions'>, status: 'complete' | 'canceled') =>
  db.paymentSessions.update(session.id, (current) => {
    if (current.status !== 'open') throw unprocessable(SESSION_FINISHED);
    return { status, finishedAt: clock.now() };
  });

const completeSetup = async (session: Row<'paymentSessions'>, card: z.infer<typeof CardBodySchema>) => {
  const saved = await db.cards.insert({
    accountId: session.accountId,
    brand: card.brand ?? DEFAULT_TEST_CARD.brand,
    last4: card.last4 ?? DEFAULT_TEST_CARD.last4,
    expMonth: card.expMonth ?? DEFAULT_TEST_CARD.expMonth,
    expYear: card.expYear ?? new Date(clock.nowMs()).getUTCFullYear() + DEFAULT_CARD_YEARS,
  });
  return { cardId: saved.id };
};

/** Activates the plan for the bought seats, and bills the first month as a paid invoice. */
const completeCheckout = async (session: Row<'paymentSessions'>) => {
  const product = findProduct(db, session.productId ?? '');
  const quantity = session.quantity ?? 1;
  await db.accounts.update(session.accountId, (account) => ({
    subscription: subscriptionOn(product, quantity, account),
    listingLimit: product.listingLimit,
  }));
  const invoice = await db.invoices.insert((id) => ({
    accountId: session.accountId,
    createdAt: clock.now(),
    status: 'paid',
    total: product.price * quantity,
    url: `https://billing.offerdesk.test/invoices/${id}`,
  }));
  return { invoiceId: invoice.id };
};

/**
 * POST /__mock/payment-sessions/:id/complete. A setup session saves a card
 * (body `{ brand?, last4?, expMonth?, expYear? }`, defaults: visa 4242,
 * 12 / three years ahead); a checkout session activates its plan. Answers
 * `{ redirectUrl }`: the session's successUrl. 404 unknown, 422 finished.
 */
export const completePaymentSessionControl = defineControl(
  'post',
  '/payment-sessions/:id/complete',
  CardBodySchema,
  async ({ body, params }) => {
    const session = openSessionOf(findRow, params.id ?? '');
    await finish(session, 'complete');
    const effect = session.mode === 'setup' ? await completeSetup(session, body) : await completeCheckout(session);
    const id = providerSessionId(session);
    return { body: { id, status: 'complete', redirectUrl: returnUrl(session.successUrl, id), ...effect } };
  },
);

/** POST /__mock/payment-sessions/:id/cancel: nothing changes; answers `{ redirectUrl }`, the session's cancelUrl. */
export const cancelPaymentSessionControl = defineControl(
  'post',
  '/payment-sessions/:id/cancel',
  undefined,
  async ({ params }) => {
    const session = openSessionOf(findRow, params.id ?? '');
    await finish(session, 'canceled');
    const id = providerSessionId(session);
    return { body: { id, status: 'canceled', redirectUrl: returnUrl(session.cancelUrl, id) } };
  },
);

/**
 * GET /__mock/payment-sessions/:id: what the hosted page shows (the plan,
 * seats and monthly total of a checkout), in any status.
 */
export const getPaymentSessionControl = defineControl('get', '/payment-sessions/:id', undefined, ({ params }) => {
  const session = sessionOf(findRow, params.id ?? '');
  const product = session.productId === null ? undefined : db.products.findById(session.productId);
  return {
    body: {
      id: providerSessionId(session),
      mode: session.mode,
      status: session.status,
      product: product ? { id: product.id, name: product.name, price: product.price } : null,
      quantity: session.quantity,
      // Cents per month, as invoices count it.
      total: product && session.quantity !== null ? product.price * session.quantity : null,
      successUrl: session.successUrl,
      cancelUrl: session.cancelUrl,
    },
  };
});
