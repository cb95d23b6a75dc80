import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentInvitation } from '../../presenters/invitation';
import { requireUser } from '../../policies/session';

/** The invitations the signed-in user has sent, newest first (pending and accepted). */
export const listInvitations = defineHandler(contract.invitations.list, (ctx) => {
  const user = requireUser(ctx);
  const sent = ctx.db.invitations
    .findBy('invitedById', user.id)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
  return { status: 200, body: sent.map(presentInvitation) };
});
