import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { newestFirst } from '../../lib/newest-first';
import { presentInvitation } from '../../presenters/invitation';
import { requireUser } from '../../policies/session';

/** The invitations the signed-in user has sent, newest first (pending and accepted). */
export const listInvitations = defineHandler(contract.invitations.list, (ctx) => {
  const user = requireUser(ctx);
  const sent = ctx.db.invitations.findBy('invitedById', user.id).sort(newestFirst);
  return { status: 200, body: sent.map(presentInvitation) };
});
