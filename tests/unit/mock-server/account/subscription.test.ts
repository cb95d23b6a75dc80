import { describe, expect, it } from 'vitest';
import type { Card, Invoice, SubscriptionSummary } from '@contract/schemas/account';
import { db } from '@mock/node';
import { NOT_ACTIVE, tooFewSeats, UNKNOWN_PLAN } from '@mock/policies/subscription';
import { ACCESS_DENIED, anonymous, idOf, signIn, useScenarioMockServer } from '../support/persona-client';

useScenarioMockServer('demo');

describe('account.subscription', () => {
  it("shows the admin their account's plan, status and usage", async () => {
    const admin = await signIn('admin');
    const answer = await admin.get<SubscriptionSummary>('/account/subscription');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      subscription: {
        id: 'sub_offerdesk_0001',
        productId: 'prod_brokerage',
        name: 'Brokerage',
        price: 7900,
        quantity: 5,
        status: 'active',
      },
      usage: { listingCount: 36, listingLimit: null, usersCount: 5 },
    });
  });

  it('counts the stored listing counter and the limit of the plan (limit.agent: 10 of 10)', async () => {
    const answer = await (await signIn('limitAgent')).get<SubscriptionSummary>('/account/subscription');
    expect(answer.body.usage).toEqual({ listingCount: 10, listingLimit: 10, usersCount: 1 });
  });

  it('answers a non-active subscription with its real status (the client shows the placeholder plan)', async () => {
    const answer = await (await signIn('unverified')).get<SubscriptionSummary>('/account/subscription');
    expect(answer.body.subscription).toMatchObject({ status: 'trialing', name: 'Solo' });
  });

  it('is for account admins only: 403 for an agent and a consumer, 401 signed out', async () => {
    for (const persona of ['listingAgent', 'seller'] as const) {
      const answer = await (await signIn(persona)).get('/account/subscription');
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual(ACCESS_DENIED);
    }
    expect((await anonymous().get('/account/subscription')).status).toBe(401);
  });
});

describe('account.changeSubscription', () => {
  it('moves the plan and seats, keeps the subscription id, and takes the plan’s listing limit', async () => {
    const admin = await signIn('admin');
    const answer = await admin.patch<SubscriptionSummary>('/account/subscription', {
      productId: 'prod_team',
      quantity: 6,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      subscription: {
        id: 'sub_offerdesk_0001',
        productId: 'prod_team',
        name: 'Team',
        price: 4900,
        quantity: 6,
        status: 'active',
      },
      usage: { listingCount: 36, listingLimit: 25, usersCount: 5 },
    });
    expect((await admin.get<SubscriptionSummary>('/account/subscription')).body).toEqual(answer.body);
  });

  it('refuses fewer seats than users, an unknown plan and a subscription that is not active (422)', async () => {
    const admin = await signIn('admin');
    const fewer = await admin.patch('/account/subscription', { productId: 'prod_brokerage', quantity: 4 });
    expect(fewer.status).toBe(422);
    expect(fewer.json.message).toBe(tooFewSeats(5));
    const unknown = await admin.patch('/account/subscription', { productId: 'prod_platinum', quantity: 5 });
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe(UNKNOWN_PLAN);
    const trialing = await (
      await signIn('unverified')
    ).patch('/account/subscription', { productId: 'prod_team', quantity: 1 });
    expect(trialing.status).toBe(422);
    expect(trialing.json.message).toBe(NOT_ACTIVE);
    expect(db.accounts.findById(1)?.subscription?.productId).toBe('prod_brokerage');
  });

  it('validates the body (400) and is for admins only (403)', async () => {
    const invalid = await (
      await signIn('admin')
    ).patch('/account/subscription', { productId: 'prod_team', quantity: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toHaveProperty('quantity');
    const agent = await (
      await signIn('listingAgent')
    ).patch('/account/subscription', { productId: 'prod_team', quantity: 6 });
    expect(agent.status).toBe(403);
  });
});

describe('account.requestSubscriptionChange', () => {
  it('stores the request with its reason and message (201)', async () => {
    const answer = await (
      await signIn('admin')
    ).post<{ id: number }>('/account/subscription/change-requests', {
      reason: 'remove_users',
      message: 'Two agents are leaving in April',
    });
    expect(answer.status).toBe(201);
    expect(db.changeRequests.findById(answer.body.id)).toMatchObject({
      accountId: 1,
      userId: idOf('admin'),
      reason: 'remove_users',
      message: 'Two agents are leaving in April',
    });
  });

  it('takes no message as null, refuses an unknown reason (400) and non-admins (403)', async () => {
    const admin = await signIn('admin');
    const bare = await admin.post<{ id: number }>('/account/subscription/change-requests', { reason: 'cancel' });
    expect(db.changeRequests.findById(bare.body.id)?.message).toBeNull();
    const unknown = await admin.post('/account/subscription/change-requests', { reason: 'cheaper_please' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toHaveProperty('reason');
    const agent = await (
      await signIn('coListingAgent')
    ).post('/account/subscription/change-requests', { reason: 'cancel' });
    expect(agent.status).toBe(403);
  });
});

describe('account.cards', () => {
  it("lists the admin's own account's cards, without the account id", async () => {
    const answer = await (await signIn('admin')).get<Card[]>('/account/cards');
    expect(answer.status).toBe(200);
    expect(answer.body.map((card) => card.brand)).toEqual(['visa', 'mastercard', 'amex', 'discover', 'unionpay']);
    expect(answer.body[0]).toEqual({
      id: 'card_0001_1',
      brand: 'visa',
      last4: expect.stringMatching(/^\d{4}$/),
      expMonth: expect.any(Number),
      expYear: expect.any(Number),
    });
    const own = await (await signIn('buyersAgent')).get<Card[]>('/account/cards');
    expect(own.body.map((card) => card.id)).toEqual(['card_0002_1']);
  });

  it('is for account admins only', async () => {
    expect((await (await signIn('listingAgent')).get('/account/cards')).status).toBe(403);
    expect((await (await signIn('buyer')).get('/account/cards')).status).toBe(403);
  });
});

describe('account.invoices', () => {
  it('lists the account’s invoices newest first, every status present', async () => {
    const answer = await (await signIn('admin')).get<Invoice[]>('/account/invoices');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(12);
    expect(answer.body[0]?.status).toBe('draft');
    const dates = answer.body.map((invoice) => invoice.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(answer.body.map((invoice) => invoice.status))).toEqual(
      new Set(['draft', 'open', 'paid', 'void', 'uncollectible']),
    );
    const limit = await (await signIn('limitAgent')).get<Invoice[]>('/account/invoices');
    expect(limit.body.map((invoice) => invoice.status)).toEqual(['open', 'paid', 'paid', 'paid', 'paid', 'paid']);
  });

  it('is for account admins only', async () => {
    const answer = await (await signIn('seller')).get('/account/invoices');
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(ACCESS_DENIED);
  });
});
