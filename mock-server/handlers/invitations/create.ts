import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { newInvitationToken } from '../../lib/secret-tokens';
import { presentInvitation } from '../../presenters/invitation';
import { checkCanInvite, checkInvitee, type InvitationRequest } from '../../policies/invitations';
import { requireUser } from '../../policies/session';
import { findUserByEmail } from '../../policies/users';
import { createInvitee } from '../../domain/accounts/invitee';

/**
 * Sends an invitation (a magic link; the mock sends no e-mail: the token is
 * in GET /__mock/invitations). Who may invite whom: policies/invitations.ts.
 * An unknown e-mail gets a user at once, with no password (the magic-link
 * sign-up chooses it): a consumer for sellers and buyers, an agent for
 * listing agents and buyers' agents.
 */
export const createInvitation = defineHandler(contract.invitations.create, async (ctx) => {
  const inviter = requireUser(ctx);
  const { db, clock, body } = ctx;
  const request: InvitationRequest = { email: body.email, role: body.role, listingId: body.listingId ?? null };
  checkCanInvite(db, inviter, request);
  const known = findUserByEmail(db, body.email);
  checkInvitee(db, inviter, known, request);
  // An empty name is no name.
  const fullName = body.fullName || known?.fullName || null;
  const invitee = known ?? (await createInvitee(ctx, { email: body.email, fullName, role: body.role, password: null }));

  const invitation = await db.invitations.insert({
    invitedById: inviter.id,
    email: invitee.email,
    fullName,
    role: request.role,
    listingId: request.listingId,
    // Sellers are notified of offers automatically unless the agent says otherwise.
    automaticallyNotify: body.automaticallyNotify ?? request.role === 'seller',
    token: newInvitationToken(),
    createdAt: clock.now(),
    acceptedAt: null,
  });
  return { status: 201, body: presentInvitation(invitation) };
});
