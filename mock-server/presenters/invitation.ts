import type { Invitation } from '@contract/schemas/misc';
import type { Row } from '../db/runtime-schemas';

/** An invitation as its sender sees it: never the token, which is the invitee's key. */
export const presentInvitation = (invitation: Row<'invitations'>): Invitation => ({
  id: invitation.id,
  email: invitation.email,
  fullName: invitation.fullName,
  role: invitation.role,
  listingId: invitation.listingId,
  createdAt: invitation.createdAt,
  acceptedAt: invitation.acceptedAt,
});
