import { db } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { defineControl } from './define-control';

/**
 * The link an invitation e-mail would carry: the app signs its visitor in
 * from `?auth-token=` on any page; a listing invitation lands on the listing.
 */
const magicLinkOf = (invitation: Row<'invitations'>): string => {
  const query = new URLSearchParams({ 'auth-token': invitation.token }).toString();
  return invitation.listingId === null ? `/?${query}` : `/listings/s/${invitation.listingId}?${query}`;
};

/**
 * GET /__mock/invitations: the mock's outbox. The mock sends no e-mail, so
 * QA and e2e tests read an invitation's token and magic link here (newest
 * first). Mock-only: the API never reveals a token to anyone.
 */
export const invitationsControl = defineControl('get', '/invitations', undefined, () => ({
  body: {
    invitations: db.invitations
      .all()
      .sort((a, b) => b.id - a.id)
      .map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        listingId: invitation.listingId,
        invitedById: invitation.invitedById,
        token: invitation.token,
        link: magicLinkOf(invitation),
        createdAt: invitation.createdAt,
        acceptedAt: invitation.acceptedAt,
      })),
  },
}));
