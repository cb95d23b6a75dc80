import { describe, expect, it } from 'vitest';
import type { Card, Invoice, Product, SubscriptionSummary } from '@contract/schemas/account';
import { db } from '@mock/node';
import { LINK_MESSAGE } from '@contract/schemas/common';
import { SESSION_FINISHED, SESSION_NOT_FOUND } from '@mock/policies/payment-sessions';
import { ALREADY_ACTIVE, tooFewSeats, UNKNOWN_PLAN } from '@mock/policies/subscription';
import { ACCESS_DENIED, anonymous, ORIGIN, signIn, useScenarioMockServer } from '../support/persona-client';

useScenarioMockServer('demo');

type Session = { id: string; url: string };
type Redirect = { id: string; status: string; redirectUrl: string };

const SETUP = { mode: 'setup', successUrl: '/settings/subscription?card=added', cancelUrl: '/settings/subscription' };
const checkout = (productId: string, quantity: number) => ({
  productId,
  quantity,
  successUrl: '/settings/subscription?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: '/premium',
});

describe('payments.products', () => {
  it('lists the plans on sale, cheapest first, to any signed-in user', async () => {
    const answer = await (await signIn('seller')).get<Product[]>('/payment/products');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { id: 'prod_solo', name: 'Solo', description: expect.any(String), price: 2900, listingLimit: 10 },
      { id: 'prod_team', name: 'Team', description: expect.any(String), price: 4900, listingLimit: 25 },
      { id: 'prod_brokerage', name: 'Brokerage', description: expect.any(String), price: 7900, listingLimit: null },
    ]);
  });

  it('needs a session (401)', async () => {
    expect((await anonymous().get('/payment/products')).status).toBe(401);
  });
});

describe('payments.createSetupSession and the mock provider', () => {
  it('adds a card: create the session, complete it on the provider, the card is in account/cards', async () => {
    const admin = await signIn('admin');
    const cardsBefore = (await admin.get<Card[]>('/account/cards')).body;

    const session = await admin.post<Session>('/payment/setup-sessions', SETUP);
    expect(session.status).toBe(201);
    expect(session.body).toEqual({
      id: expect.stringMatching(/^seti_mock_\d+$/),
      url: `/mock-provider/setup/${session.body.id}`,
    });

    const shown = await admin.control<{ mode: string; status: string }>('GET', `/payment-sessions/${session.body.id}`);
    expect(shown.body).toMatchObject({ id: session.body.id, mode: 'setup', status: 'open', product: null });

    const done = await admin.control<Redirect>('POST', `/payment-sessions/${session.body.id}/complete`, {
      brand: 'mastercard',
      last4: '5555',
      expMonth: 4,
      expYear: 2031,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'complete', redirectUrl: '/settings/subscription?card=added' });

    const cards = (await admin.get<Card[]>('/account/cards')).body;
    expect(cards).toHaveLength(cardsBefore.length + 1);
    expect(cards.at(-1)).toEqual({
      id: expect.stringMatching(/^card_mock_\d+$/),
      brand: 'mastercard',
      last4: '5555',
      expMonth: 4,
      expYear: 2031,
    });
    // Another account's cards are untouched.
    expect((await (await signIn('buyersAgent')).get<Card[]>('/account/cards')).body).toHaveLength(1);
  });

  it('saves the provider’s test card when the page sends nothing, and finishes a session once only', async () => {
    const admin = await signIn('buyersAgent');
    const session = (await admin.post<Session>('/payment/setup-sessions', SETUP)).body;
    await admin.control('POST', `/payment-sessions/${session.id}/complete`, {});
    expect((await admin.get<Card[]>('/account/cards')).body.at(-1)).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2029,
    });
    const again = await admin.control('POST', `/payment-sessions/${session.id}/complete`, {});
    expect(again.status).toBe(422);
    expect(again.json.message).toBe(SESSION_FINISHED);
    expect((await admin.control('POST', `/payment-sessions/${session.id}/cancel`)).status).toBe(422);
    expect((await admin.get<Card[]>('/account/cards')).body).toHaveLength(2);
  });

  it('cancels: nothing is saved and the answer sends the page back to the cancel URL', async () => {
    const admin = await signIn('admin');
    const before = db.cards.count();
    const session = (await admin.post<Session>('/payment/setup-sessions', SETUP)).body;
    const canceled = await admin.control<Redirect>('POST', `/payment-sessions/${session.id}/cancel`);
    expect(canceled.body).toMatchObject({ status: 'canceled', redirectUrl: '/settings/subscription' });
    expect(db.cards.count()).toBe(before);
  });

  it('validates the card body (400) and refuses unknown sessions (404), on /__mock only', async () => {
    const admin = await signIn('admin');
    const session = (await admin.post<Session>('/payment/setup-sessions', SETUP)).body;
    const bad = await admin.control('POST', `/payment-sessions/${session.id}/complete`, { last4: '42' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty('last4');
    for (const id of ['seti_mock_999', 'cs_mock_1', 'nothing']) {
      const unknown = await admin.control('POST', `/payment-sessions/${id}/complete`, {});
      expect(unknown.status).toBe(404);
      expect(unknown.json.message).toBe(SESSION_NOT_FOUND);
    }
    const underApi = await fetch(`${ORIGIN}/api/v1/__mock/payment-sessions/${session.id}/complete`, { method: 'POST' });
    expect(underApi.status).toBe(404);
  });

  it('refuses a return URL that is not a link (400) and non-admins (403)', async () => {
    const admin = await signIn('admin');
    const unsafe = await admin.post('/payment/setup-sessions', { ...SETUP, successUrl: 'javascript:alert(1)' });
    expect(unsafe.status).toBe(400);
    expect(unsafe.json.errors).toEqual({ successUrl: LINK_MESSAGE });
    for (const persona of ['listingAgent', 'seller'] as const) {
      const answer = await (await signIn(persona)).post('/payment/setup-sessions', SETUP);
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual(ACCESS_DENIED);
    }
    expect(db.paymentSessions.count()).toBe(0);
  });
});

describe('payments.createCheckoutSession and the mock provider', () => {
  it('subscribes a trialing account: checkout, complete, the plan is active and the first month billed', async () => {
    const admin = await signIn('unverified');
    const session = await admin.post<Session>('/payment/sessions', checkout('prod_team', 2));
    expect(session.status).toBe(201);
    expect(session.body).toEqual({
      id: expect.stringMatching(/^cs_mock_\d+$/),
      url: `/mock-provider/checkout/${session.body.id}`,
    });
    const shown = await admin.control('GET', `/payment-sessions/${session.body.id}`);
    expect(shown.body).toMatchObject({
      mode: 'checkout',
      product: { id: 'prod_team', name: 'Team', price: 4900 },
      quantity: 2,
      total: 9800,
    });

    const done = await admin.control<Redirect>('POST', `/payment-sessions/${session.body.id}/complete`, {});
    expect(done.body.redirectUrl).toBe(`/settings/subscription?session_id=${session.body.id}`);

    const summary = (await admin.get<SubscriptionSummary>('/account/subscription')).body;
    expect(summary.subscription).toEqual({
      id: 'sub_offerdesk_0003',
      productId: 'prod_team',
      name: 'Team',
      price: 4900,
      quantity: 2,
      status: 'active',
    });
    expect(summary.usage.listingLimit).toBe(25);
    const invoices = (await admin.get<Invoice[]>('/account/invoices')).body;
    expect(invoices[0]).toMatchObject({ status: 'paid', total: 9800, createdAt: expect.any(String) });
  });

  it('refuses an account already subscribed, an unknown plan and too few seats (422)', async () => {
    const active = await (await signIn('admin')).post('/payment/sessions', checkout('prod_team', 5));
    expect(active.status).toBe(422);
    expect(active.json.message).toBe(ALREADY_ACTIVE);
    const trialing = await signIn('unverified');
    const unknown = await trialing.post('/payment/sessions', checkout('prod_gold', 1));
    expect(unknown.json.message).toBe(UNKNOWN_PLAN);
    await db.accounts.update(1, (account) => ({
      subscription: account.subscription && { ...account.subscription, status: 'canceled' },
    }));
    const fewer = await (await signIn('admin')).post('/payment/sessions', checkout('prod_team', 2));
    expect(fewer.status).toBe(422);
    expect(fewer.json.message).toBe(tooFewSeats(5));
  });

  it('validates the body (400) and is for account admins only (403)', async () => {
    const invalid = await (
      await signIn('unverified')
    ).post('/payment/sessions', { ...checkout('prod_team', 1), quantity: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toHaveProperty('quantity');
    expect((await (await signIn('coListingAgent')).post('/payment/sessions', checkout('prod_team', 5))).status).toBe(
      403,
    );
  });
});
