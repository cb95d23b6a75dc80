import type { Card, Invoice, Product, SubscriptionSummary } from '@contract/schemas/account';
import type { Database } from '../db/database';
import type { Row } from '../db/runtime-schemas';
import { presentUsage } from './account';

/*
 * Subscription, cards, invoices and plans as the API answers them: the
 * stored records without their account id.
 */

/**
 * The stored subscription, whatever its status: the client shows a non-active
 * one as the trial-like placeholder plan, not the server.
 */
export const presentSubscriptionSummary = (db: Database, account: Row<'accounts'>): SubscriptionSummary => ({
  subscription: account.subscription,
  usage: presentUsage(db, account),
});

export const presentCard = ({ id, brand, last4, expMonth, expYear }: Row<'cards'>): Card => ({
  id,
  brand,
  last4,
  expMonth,
  expYear,
});

export const presentInvoice = ({ id, createdAt, status, total, url }: Row<'invoices'>): Invoice => ({
  id,
  createdAt,
  status,
  total,
  url,
});

export const presentProduct = ({ id, name, description, price, listingLimit }: Row<'products'>): Product => ({
  id,
  name,
  description,
  price,
  listingLimit,
});
