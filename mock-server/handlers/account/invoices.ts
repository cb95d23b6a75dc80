import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { newestFirst } from '../../lib/newest-first';
import { presentInvoice } from '../../presenters/billing';
import { requireAccountAdmin } from '../../policies/session';

/** The account's invoices, newest first (account admins). */
export const invoices = defineHandler(contract.account.invoices, (ctx) => {
  const admin = requireAccountAdmin(ctx);
  const rows = ctx.db.invoices.findBy('accountId', admin.accountId).sort(newestFirst);
  return { status: 200, body: rows.map(presentInvoice) };
});
