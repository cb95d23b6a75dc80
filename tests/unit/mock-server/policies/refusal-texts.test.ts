import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@fixtures/personas';
import { db } from '@mock/db/database';
import type { Row } from '@mock/db/runtime-schemas';
import { findCommissionTemplate, findTitleFeeTemplate } from '@mock/policies/account-templates';
import { checkRoleChange, findAccountUser, planUserRemoval } from '@mock/policies/account-users';
import {
  ALREADY_ACCEPTED,
  ALREADY_SIGNED_UP,
  alreadyOnListing,
  checkCanInvite,
  checkInvitee,
  findUsableInvitation,
  INVITATION_NOT_FOUND,
  notAnAgent,
  SIGNUP_REQUIRED,
} from '@mock/policies/invitations';
import { findListing, requireWritableListing } from '@mock/policies/listing-access';
import { listingLogFilterFor } from '@mock/policies/listing-logs';
import { requireListingRoom, requireVerified } from '@mock/policies/listing-create';
import { openSessionOf } from '@mock/policies/payment-sessions';
import { checkChangeable, checkCheckoutAllowed, checkSeats, findProduct } from '@mock/policies/subscription';
import { CODE_EXPIRED, destinationOf, NO_CODE, TOO_MANY_ATTEMPTS, wrongCodeMessage } from '@mock/policies/verification';
import { messageOf, useDemoDatabase } from './demo-db';

// What the API says when it refuses, word for word: the app shows these texts to the user, and
// the backend team answers with the same ones (docs/mock-server/api-by-domain.md, the spec's texts).

useDemoDatabase();

const user = (id: number) => db.users.findById(id)!;
const admin = () => user(PERSONAS.admin.id) as Row<'users'> & { accountId: number };
const listingAgent = () => user(PERSONAS.listingAgent.id);

describe('refusals about accounts and their templates', () => {
  it('name what was not found, and why a team change is refused', async () => {
    expect(messageOf(() => findCommissionTemplate(db, 2, db.commissionTemplates.findBy('accountId', 1)[0]!.id))).toBe(
      'Commission template not found',
    );
    expect(messageOf(() => findTitleFeeTemplate(db, 1, 99_999))).toBe('Title fee template not found');
    expect(messageOf(() => findAccountUser(db, 1, 99_999))).toBe('User not found');
    expect(messageOf(() => planUserRemoval(db, admin(), admin()))).toBe('You cannot delete yourself');
    expect(messageOf(() => checkRoleChange(db, admin(), 'regular'))).toBe('An account needs at least one admin');
  });

  it('name the plan and seat rules of the subscription', () => {
    expect(messageOf(() => findProduct(db, 'prod_nope'))).toBe('This plan does not exist');
    expect(messageOf(() => checkSeats(2, 3))).toBe('The subscription must cover every user of the account (3 users)');
    expect(messageOf(() => checkSeats(0, 1))).toBe('The subscription must cover every user of the account (1 user)');
    expect(messageOf(() => checkChangeable(db.accounts.findById(3)!))).toBe(
      'Only an active subscription can be changed; choose a plan under Upgrade Subscription instead',
    );
    expect(messageOf(() => checkCheckoutAllowed(db.accounts.findById(1)!))).toBe(
      'The account already has an active subscription; change it under Subscription settings',
    );
  });

  it('name an unknown or finished payment session', () => {
    const session = { id: 1, mode: 'checkout', status: 'complete' } as Row<'paymentSessions'>;
    expect(messageOf(() => openSessionOf(() => undefined, 'cs_mock_1'))).toBe('Payment session not found');
    expect(messageOf(() => openSessionOf(() => session, 'cs_mock_1'))).toBe('This payment session is already finished');
  });
});

describe('refusals about listings', () => {
  it('say the listing is unknown, read-only, or not theirs', () => {
    expect(messageOf(() => findListing(db, 99_999))).toBe('Listing not found');
    expect(messageOf(() => requireWritableListing({ isActive: false } as Row<'listings'>))).toBe(
      'This listing is inactive and read-only',
    );
    expect(messageOf(() => listingLogFilterFor(db, findListing(db, 35), user(PERSONAS.limitAgent.id)))).toBe(
      'You are not a party to this listing',
    );
  });

  it('say what an agent must do before creating a listing', () => {
    expect(
      messageOf(() => requireVerified({ isEmailVerified: false, isPhoneNumberVerified: true } as Row<'users'>)),
    ).toBe('Verify your e-mail address and phone number before creating a listing');
    expect(messageOf(() => requireListingRoom({ listingCount: 10, listingLimit: 10 } as Row<'accounts'>))).toBe(
      "Your plan's listing limit is reached. Upgrade your subscription to add listings.",
    );
  });
});

describe('refusals about invitations', () => {
  it("answer an unusable magic link with the spec's text", () => {
    expect(messageOf(() => findUsableInvitation(db, 'nope'))).toBe('We were unable to process your link');
  });

  it('name the role the invitee cannot take, with its label', () => {
    expect(alreadyOnListing('seller')).toBe('This person is already a Seller on this listing');
    expect(notAnAgent('buyers_agent')).toBe('Only a real estate agent can be invited as a Buying Agent');
    expect(
      messageOf(() =>
        checkInvitee(db, listingAgent(), user(PERSONAS.buyer.id), {
          email: PERSONAS.buyer.email,
          role: 'listing-agent',
          listingId: 35,
        }),
      ),
    ).toBe('Only a real estate agent can be invited as a Listing Agent');
  });

  it('refuse inviting yourself or someone invited already, and inviting agents into the account unless an admin', () => {
    expect(
      messageOf(() =>
        checkInvitee(db, listingAgent(), undefined, {
          email: PERSONAS.listingAgent.email,
          role: 'seller',
          listingId: 35,
        }),
      ),
    ).toBe('You cannot invite yourself');
    expect(
      messageOf(() =>
        checkInvitee(db, listingAgent(), undefined, { email: 'new.seller@example.com', role: 'seller', listingId: 45 }),
      ),
    ).toBe('This person has already been invited');
    expect(
      messageOf(() =>
        checkCanInvite(db, listingAgent(), { email: 'x@example.com', role: 'listing-agent', listingId: null }),
      ),
    ).toBe('Only an account admin can invite agents into the account');
  });

  it('keep the texts the invitation routes answer with', () => {
    expect(SIGNUP_REQUIRED).toBe('Please create a password to finish signing up');
    expect(ALREADY_SIGNED_UP).toBe('An account already exists for this e-mail address; please sign in');
    expect(INVITATION_NOT_FOUND).toBe('Invitation not found');
    expect(ALREADY_ACCEPTED).toBe('This invitation has already been accepted and cannot be withdrawn');
  });
});

describe('refusals about verification codes', () => {
  it("answer a missing phone number, a lock and a wrong code with the spec's texts", () => {
    expect(messageOf(() => destinationOf({ phoneNumber: null } as Row<'users'>, 'phone'))).toBe(
      'We are missing your phone number, please go to your settings and update it!',
    );
    expect(TOO_MANY_ATTEMPTS).toBe('Too many attempts. Please try again later.');
    expect(wrongCodeMessage(2)).toBe('The code you entered is not correct. 2 tries left.');
    expect(wrongCodeMessage(0)).toBe('The code you entered is not correct. Please request a new code.');
  });

  it('say there is no code to check, or that it expired', () => {
    expect(NO_CODE).toBe('There is no code to check. Please request a new code.');
    expect(CODE_EXPIRED).toBe('This code has expired. Please request a new code.');
  });
});
