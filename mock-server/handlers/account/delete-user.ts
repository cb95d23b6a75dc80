import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { logListing } from '../../lib/logs';
import { findAccountUser, listingCountAfterTransfer, planUserRemoval } from '../../policies/account-users';
import { requireAccountAdmin } from '../../policies/session';

/**
 * Removes a team user from the admin's account. Their
 * listings move to the admin, their listing-agent places on the account's
 * listings become the admin's, and the account's listing counter drops by
 * the number of listings moved, which the answer carries as `transferred`.
 *
 * The person is detached, not erased (accountId and role cleared): offers,
 * logs and other listings still name them, as they would on a real server.
 * The admin cannot remove themselves (422).
 */
export const deleteAccountUser = defineHandler(contract.account.deleteUser, async (ctx) => {
  const admin = requireAccountAdmin(ctx);
  const { db, clock } = ctx;
  const target = findAccountUser(db, admin.accountId, ctx.params.id);
  const plan = planUserRemoval(db, admin, target);

  const touched = new Set<number>(plan.transferListingIds);
  for (const id of plan.transferListingIds) await db.listings.update(id, { createdById: admin.id });
  for (const id of plan.movePartyIds) {
    const party = await db.listingUsers.update(id, { userId: admin.id });
    touched.add(party.listingId);
  }
  for (const id of plan.dropPartyIds) {
    const party = db.listingUsers.findById(id);
    if (party) touched.add(party.listingId);
    await db.listingUsers.delete(id);
  }
  await db.users.update(target.id, { accountId: null, accountRole: null });
  await db.accounts.update(admin.accountId, (account) => ({
    listingCount: listingCountAfterTransfer(account.listingCount, plan.transferred),
  }));
  for (const listingId of [...touched].sort((a, b) => a - b)) {
    const message = `${target.fullName} left the account; ${admin.fullName} took over as listing agent`;
    await logListing(db, { listingId, at: clock.now(), action: 'listing.user_removed', message, actor: admin });
  }
  return { status: 200, body: { transferred: plan.transferred } };
});
