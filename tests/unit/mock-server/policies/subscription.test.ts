import { describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import {
  checkChangeable,
  checkCheckoutAllowed,
  checkSeats,
  choosePlan,
  findProduct,
  isLive,
  subscriptionOn,
  tooFewSeats,
  UNKNOWN_PLAN,
} from '@mock/policies/subscription';
import { messageOf, statusOf, useDemoDatabase } from './demo-db';

useDemoDatabase();

const account = (id: number) => db.accounts.findById(id)!;

describe('subscription rules', () => {
  it('counts only active as live', () => {
    expect(isLive(account(1).subscription)).toBe(true);
    expect(isLive(account(3).subscription)).toBe(false);
    expect(isLive(null)).toBe(false);
  });

  it('knows the plans on sale (422 otherwise)', () => {
    expect(findProduct(db, 'prod_team').listingLimit).toBe(25);
    expect(messageOf(() => findProduct(db, 'prod_nope'))).toBe(UNKNOWN_PLAN);
  });

  it('needs as many seats as users', () => {
    expect(statusOf(() => checkSeats(5, 5))).toBeUndefined();
    expect(statusOf(() => checkSeats(4, 5))).toBe(422);
    expect(messageOf(() => checkSeats(0, 1))).toBe(tooFewSeats(1));
    expect(tooFewSeats(1)).toContain('1 user)');
  });

  it('chooses a plan on sale with a seat for each of the account’s five users, for a change and a checkout alike', () => {
    const demoAgency = account(1);
    expect(choosePlan(db, demoAgency, { productId: 'prod_team', quantity: 5 }).name).toBe('Team');
    expect(messageOf(() => choosePlan(db, demoAgency, { productId: 'prod_team', quantity: 4 }))).toBe(tooFewSeats(5));
    expect(messageOf(() => choosePlan(db, demoAgency, { productId: 'prod_nope', quantity: 5 }))).toBe(UNKNOWN_PLAN);
  });

  it('changes only a live subscription, and checks out only without one', () => {
    expect(checkChangeable(account(1)).productId).toBe('prod_brokerage');
    expect(statusOf(() => checkChangeable(account(3)))).toBe(422);
    expect(statusOf(() => checkCheckoutAllowed(account(1)))).toBe(422);
    expect(statusOf(() => checkCheckoutAllowed(account(3)))).toBeUndefined();
  });

  it('builds the active subscription on a plan, keeping an existing id', () => {
    const team = findProduct(db, 'prod_team');
    expect(subscriptionOn(team, 3, account(3))).toEqual({
      id: 'sub_offerdesk_0003',
      productId: 'prod_team',
      name: 'Team',
      price: 4900,
      quantity: 3,
      status: 'active',
    });
    expect(subscriptionOn(team, 1, { id: 42, subscription: null }).id).toBe('sub_mock_0042');
  });
});
