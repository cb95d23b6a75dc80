import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentCard } from '../../presenters/billing';
import { requireAccountAdmin } from '../../policies/session';

/** The account's saved cards, oldest first (account admins). */
export const cards = defineHandler(contract.account.cards, (ctx) => {
  const admin = requireAccountAdmin(ctx);
  return { status: 200, body: ctx.db.cards.findBy('accountId', admin.accountId).map(presentCard) };
});
