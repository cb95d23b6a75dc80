import type { Subscription } from '@contract/schemas/user';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { unprocessable } from '../lib/errors';

/*
 * Plans, seats and the subscription. Only the
 * status `active` counts as live; price is cents per user per month and the
 * quantity is the number of paid users.
 */

export const UNKNOWN_PLAN = 'This plan does not exist';
export const NOT_ACTIVE =
  'Only an active subscription can be changed; choose a plan under Upgrade Subscription instead';
export const ALREADY_ACTIVE = 'The account already has an active subscription; change it under Subscription settings';

export const tooFewSeats = (usersCount: number): string =>
  `The subscription must cover every user of the account (${usersCount} ${usersCount === 1 ? 'user' : 'users'})`;

export const isLive = (subscription: Subscription | null): boolean => subscription?.status === 'active';

/** The plan on sale with this id; 422 for an unknown one (the body is well formed, the reference is not). */
export const findProduct = (db: Database, productId: string): Row<'products'> => {
  const product = db.products.findById(productId);
  if (!product) throw unprocessable(UNKNOWN_PLAN);
  return product;
};

/**
 * Paid seats cannot be fewer than the account's users: the admin removes
 * users first (Settings, Users), then lowers the quantity.
 */
export const checkSeats = (quantity: number, usersCount: number): void => {
  if (quantity < usersCount) throw unprocessable(tooFewSeats(usersCount));
};

/**
 * The plan an admin chooses, for a change or a checkout alike: a plan on sale (422 otherwise)
 * with seats for every user of the account (422 otherwise).
 */
export const choosePlan = (
  db: Database,
  account: Row<'accounts'>,
  choice: { productId: string; quantity: number },
): Row<'products'> => {
  const product = findProduct(db, choice.productId);
  checkSeats(choice.quantity, db.users.findBy('accountId', account.id).length);
  return product;
};

/** A change (PATCH) needs a live subscription; a new one starts with a checkout. */
export const checkChangeable = (account: Row<'accounts'>): Subscription => {
  const { subscription } = account;
  if (!subscription || !isLive(subscription)) throw unprocessable(NOT_ACTIVE);
  return subscription;
};

/** A checkout starts a subscription, so it is refused while one is live. */
export const checkCheckoutAllowed = (account: Row<'accounts'>): void => {
  if (isLive(account.subscription)) throw unprocessable(ALREADY_ACTIVE);
};

/**
 * The subscription on a plan: it keeps the provider's id when there was one
 * (the same customer's subscription, changed), else gets the account's.
 */
export const subscriptionOn = (
  product: Row<'products'>,
  quantity: number,
  account: Pick<Row<'accounts'>, 'id' | 'subscription'>,
): Subscription => ({
  id: account.subscription?.id ?? `sub_mock_${String(account.id).padStart(4, '0')}`,
  productId: product.id,
  name: product.name,
  price: product.price,
  quantity,
  status: 'active',
});
