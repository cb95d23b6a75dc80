import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { notFound, unprocessable } from '../../lib/errors';
import { ALREADY_ACCEPTED, INVITATION_NOT_FOUND } from '../../policies/invitations';
import { requireUser } from '../../policies/session';

/**
 * Withdraws a pending invitation: only its sender (anyone else gets a 404,
 * as if it did not exist), and not once accepted (422). Its link stops
 * working; a user it created keeps existing, without a password.
 */
export const removeInvitation = defineHandler(contract.invitations.remove, async (ctx) => {
  const user = requireUser(ctx);
  const invitation = ctx.db.invitations.findById(ctx.query.id);
  if (!invitation || invitation.invitedById !== user.id) throw notFound(INVITATION_NOT_FOUND);
  if (invitation.acceptedAt !== null) throw unprocessable(ALREADY_ACCEPTED);
  await ctx.db.invitations.delete(invitation.id);
  return { status: 200, body: null };
});
