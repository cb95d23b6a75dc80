import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentProduct } from '../../presenters/billing';

/** The plans on sale, cheapest first (any signed-in user: /premium shows them). */
export const products = defineHandler(contract.payments.products, (ctx) => {
  const rows = ctx.db.products.all().sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1));
  return { status: 200, body: rows.map(presentProduct) };
});
