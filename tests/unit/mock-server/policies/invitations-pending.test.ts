import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import type { Row } from '@mock/db/runtime-schemas';
import { ALREADY_INVITED, checkInvitee } from '@mock/policies/invitations';
import { messageOf, useDemoDatabase } from './demo-db';

// "This person has already been invited": only while the same person's invitation, by the same
// inviter, for the same role on the same listing, is still waiting to be accepted.

useDemoDatabase();

const EMAIL = 'pending.person@example.com';
const inviter = () => db.users.findById(PERSONAS.listingAgent.id)!;
const LISTING = 35;

const existing = (patch: Partial<Row<'invitations'>>) =>
  db.invitations.insert({
    invitedById: PERSONAS.listingAgent.id,
    email: EMAIL,
    fullName: 'Pending Person',
    role: 'seller',
    listingId: LISTING,
    automaticallyNotify: false,
    token: 'invitations-pending-test',
    createdAt: '2026-03-01T10:00:00.000Z',
    acceptedAt: null,
    ...patch,
  });

const inviteAgain = (
  request: Partial<{ email: string; role: Row<'invitations'>['role']; listingId: number | null }> = {},
) =>
  messageOf(() =>
    checkInvitee(db, inviter(), undefined, { email: EMAIL, role: 'seller', listingId: LISTING, ...request }),
  );

describe('inviting someone who was invited before', () => {
  beforeEach(() => {
    expect(inviteAgain()).toBeUndefined();
  });

  it('is refused while the same invitation waits, whatever the case of the e-mail', async () => {
    await existing({});
    expect(inviteAgain()).toBe(ALREADY_INVITED);
    expect(inviteAgain({ email: ' Pending.Person@EXAMPLE.com' })).toBe(ALREADY_INVITED);
  });

  it('is allowed once that invitation was accepted', async () => {
    await existing({ acceptedAt: '2026-03-02T10:00:00.000Z' });
    expect(inviteAgain()).toBeUndefined();
  });

  it('is allowed in another role', async () => {
    await existing({ role: 'buyers_agent' });
    expect(inviteAgain()).toBeUndefined();
  });

  it('is allowed on another listing, or into the account', async () => {
    await existing({ listingId: 45 });
    expect(inviteAgain()).toBeUndefined();
    expect(inviteAgain({ listingId: null, role: 'listing-agent' })).toBeUndefined();
  });

  it("is allowed when another inviter's invitation waits", async () => {
    await existing({ invitedById: PERSONAS.coListingAgent.id });
    expect(inviteAgain()).toBeUndefined();
  });
});
