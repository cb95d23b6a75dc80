import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentInvoice } from '../../presenters/billing';
import { requireAccountAdmin } from '../../policies/session';

/** The account's invoices, newest first (account admins). */
export const invoices = defineHandler(contract.account.invoices, (ctx) => {
  const admin = requireAccountAdmin(ctx);
  // ISO instants in UTC sort as text; the id breaks ties so the order is stable.
  const rows = ctx.db.invoices
    .findBy('accountId', admin.accountId)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1));
  return { status: 200, body: rows.map(presentInvoice) };
});
