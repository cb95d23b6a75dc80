import { PERSONAS } from '@fixtures/personas';
import { db, type Database } from '../../db/database';
import type { Row } from '../../db/runtime-schemas';
import { clock } from '../../state/clock';
import { fieldError } from '../../lib/errors';
import { newInvitationToken } from '../../lib/secret-tokens';
import { createSession } from '../../state/sessions';
import { rolesOnListing } from '../../policies/listing-roles';
import { currentVersionOf } from '../../policies/offer-versions';
import { googleTestToken, loginTestToken, resetTestToken } from '../../policies/test-tokens';
import { findUserByEmail, sameEmail } from '../../policies/users';
import { MAX_WRONG_CODES, MOCK_VERIFICATION_CODE } from '../../policies/verification';
import { bestOfferRequestOf } from '../../domain/offers/best-offer';
import { resetToBaseline } from './provider-state-baseline';

/*
 * What each Pact provider state of the pact sets up in the mock, and the
 * values it answers for Pact to inject into the request (docs/verifying-the-real-api.md,
 * "Provider states"). The persona states ("nobody is signed in", "the ... is
 * signed in") come first in every interaction and start it from a clean
 * world: they reset the mock to the data it was started with. The other
 * states add to that world.
 */

export type StateValues = Record<string, string | number>;
type StateSetup = (params: Record<string, unknown>) => StateValues | Promise<StateValues>;

const LISTING_AGENT = PERSONAS.listingAgent.email;
const BUYERS_AGENT = PERSONAS.buyersAgent.email;
const ACCOUNT_ADMIN = PERSONAS.admin.email;
const UNVERIFIED_AGENT = PERSONAS.unverified.email;
const SELLER = PERSONAS.seller.email;
const BUYER = PERSONAS.buyer.email;
const CO_LISTING_AGENT = PERSONAS.coListingAgent.email;
const SOLO_PLAN = 'prod_solo';

/** A persona of docs/scenarios.md; a state that needs one fails loudly (400) when it is missing. */
const persona = (database: Database, email: string): Row<'users'> => {
  const user = findUserByEmail(database, email);
  if (!user) throw fieldError('state', `No user ${email} in this scenario`);
  return user;
};

const missing = (what: string): never => {
  throw fieldError('state', `This scenario has no ${what}`);
};

/** "nobody is signed in": a clean world, no session. */
const nobody: StateSetup = async () => {
  await resetToBaseline();
  return {};
};

/** "... is signed in": a clean world, then a session; the e-mail comes from the params (the pact names it), else from the state's persona. */
const signIn =
  (defaultEmail: string): StateSetup =>
  async (params) => {
    await resetToBaseline();
    const email = typeof params.email === 'string' ? params.email : defaultEmail;
    const user = persona(db, email);
    const session = await createSession(db, clock, user.id);
    return { sessionToken: session.token, userId: user.id };
  };

const isPdf = (document: Row<'documents'>): boolean => document.contentType === 'application/pdf';

/**
 * The listing the listing/offer interactions work on: active and open, the
 * listing agent a listing agent of it, at least 3 offers, one of them by the
 * buyers' agent carrying a PDF document, and a seller. The first by id.
 */
const listingWithOffers = (database: Database) => {
  const agent = persona(database, LISTING_AGENT);
  const buyersAgent = persona(database, BUYERS_AGENT);
  for (const listing of database.listings.all()) {
    if (listing.status !== 'active' || !listing.isActive) continue;
    if (!rolesOnListing(database, listing.id, agent).includes('listing-agent')) continue;
    const offers = database.offers.findBy('listingId', listing.id);
    if (offers.length < 3) continue;
    const seller = database.listingUsers.findBy('listingId', listing.id).find((row) => row.role === 'seller');
    if (!seller) continue;
    for (const offer of offers.filter((candidate) => candidate.buyersAgentId === buyersAgent.id)) {
      const document = currentVersionOf(database, offer.id)
        .documentIds.map((id) => database.documents.findById(id))
        .find((row): row is Row<'documents'> => row !== undefined && isPdf(row));
      if (document) return { listing, offer, document, sellerId: seller.userId };
    }
  }
  return missing(
    "active listing of the listing agent with 3 offers, one of them the buyers agent's with a PDF document",
  );
};

const invitationOf = async (
  database: Database,
  input: {
    invitedBy: Row<'users'>;
    email: string;
    fullName: string;
    role: Row<'invitations'>['role'];
    listingId: number | null;
  },
): Promise<Row<'invitations'>> => {
  return database.invitations.insert({
    invitedById: input.invitedBy.id,
    email: input.email,
    fullName: input.fullName,
    role: input.role,
    listingId: input.listingId,
    automaticallyNotify: input.role === 'seller',
    token: newInvitationToken(),
    createdAt: clock.now(),
    acceptedAt: null,
  });
};

const sendVerificationCode = async (email: string, failedAttempts: number): Promise<void> => {
  const user = persona(db, email);
  const fresh = {
    code: MOCK_VERIFICATION_CODE,
    sentTo: user.email,
    sentAt: clock.now(),
    failedAttempts,
    verifiedAt: null,
  };
  const attempt = db.verificationAttempts.findBy('userId', user.id).find((row) => row.channel === 'email');
  if (attempt) await db.verificationAttempts.update(attempt.id, fresh);
  else await db.verificationAttempts.insert({ userId: user.id, channel: 'email', ...fresh });
};

/**
 * "an active listing of the listing agent has a fixed id": the new offer's
 * multipart body names its listing, and Pact injects no value into a
 * multipart body, so the pact fixes the id (params.listingId). A real backend
 * creates the listing under that id; the mock's scenarios hold it already.
 */
const listingUnderFixedId: StateSetup = (params) => {
  const listingId = Number(params.listingId);
  const agent = persona(db, LISTING_AGENT);
  const listing = Number.isInteger(listingId) ? db.listings.findById(listingId) : undefined;
  if (
    !listing ||
    listing.status !== 'active' ||
    !listing.isActive ||
    !rolesOnListing(db, listing.id, agent).includes('listing-agent')
  )
    return missing(`active listing ${String(params.listingId)} of the listing agent`);
  return { listingId: listing.id };
};

/** The persona states: exactly one of them comes first in every interaction of the pact. */
export const PERSONA_STATES: ReadonlySet<string> = new Set([
  'nobody is signed in',
  'the listing agent is signed in',
  'the buyers agent is signed in',
  'the account admin is signed in',
  'the unverified agent is signed in',
  'the seller is signed in',
]);

/** Every state the pact names, and only those: an unknown name is a 400, so a typo cannot pass quietly. */
export const PROVIDER_STATE_SETUPS: Readonly<Record<string, StateSetup>> = {
  'nobody is signed in': nobody,
  'the listing agent is signed in': signIn(LISTING_AGENT),
  'the buyers agent is signed in': signIn(BUYERS_AGENT),
  'the account admin is signed in': signIn(ACCOUNT_ADMIN),
  'the unverified agent is signed in': signIn(UNVERIFIED_AGENT),
  'the seller is signed in': signIn(SELLER),

  'an active listing of the listing agent has a fixed id': listingUnderFixedId,

  'the listing agent has an active listing with 3 offers': () => {
    const { listing, offer, document, sellerId } = listingWithOffers(db);
    return { listingId: listing.id, listingSlug: listing.slug, offerId: offer.id, documentId: document.id, sellerId };
  },

  'the buyers agent was asked for their highest and best offer': async () => {
    const { offer } = listingWithOffers(db);
    const open = offer.bestOfferRequest;
    if (open) return { offerId: offer.id, offerToken: open.offerToken };
    const bestOfferRequest = bestOfferRequestOf(offer.id, { at: clock.now(), message: null });
    await db.offers.update(offer.id, { bestOfferRequest });
    return { offerId: offer.id, offerToken: bestOfferRequest.offerToken };
  },

  "the account admin's team has another agent": () => {
    const admin = persona(db, ACCOUNT_ADMIN);
    const agent = persona(db, CO_LISTING_AGENT);
    if (agent.accountId !== admin.accountId) missing("agent in the account admin's account");
    return { teamUserId: agent.id };
  },

  "the listing agent's account has commission and title fee templates": () => {
    const { accountId } = persona(db, LISTING_AGENT);
    const commission =
      db.commissionTemplates.findFirst((row) => row.accountId === accountId) ?? missing('commission template');
    const titleFees =
      db.titleFeeTemplates.findFirst((row) => row.accountId === accountId) ?? missing('title fee template');
    return { commissionTemplateId: commission.id, titleFeeTemplateId: titleFees.id };
  },

  'the Solo plan is on sale': () => {
    const product = db.products.findById(SOLO_PLAN) ?? missing(`product ${SOLO_PLAN}`);
    return { productId: product.id };
  },

  'an invitation to a new user is pending': async () => {
    const agent = persona(db, LISTING_AGENT);
    const found = db.invitations.findFirst(
      (row) =>
        row.invitedById === agent.id &&
        row.acceptedAt === null &&
        !db.users.findFirst((user) => sameEmail(user.email, row.email) && user.password !== null),
    );
    const invitation =
      found ??
      (await invitationOf(db, {
        invitedBy: agent,
        email: 'pact.new.seller@example.com',
        fullName: 'Alex Moreno',
        role: 'seller',
        listingId: listingWithOffers(db).listing.id,
      }));
    return { invitationId: invitation.id, invitationToken: invitation.token };
  },

  'an invitation to a registered user is pending': async () => {
    // A consumer persona who has a password, invited as a seller of an active listing of the
    // listing agent that they are not a seller of yet.
    const agent = persona(db, LISTING_AGENT);
    const listings = db.listings.where(
      (row) => row.status === 'active' && row.isActive && rolesOnListing(db, row.id, agent).includes('listing-agent'),
    );
    for (const email of [SELLER, BUYER]) {
      const invitee = persona(db, email);
      const listing = listings.find((row) => !rolesOnListing(db, row.id, invitee).includes('seller'));
      if (!listing || invitee.password === null) continue;
      const invitation = await invitationOf(db, {
        invitedBy: agent,
        email: invitee.email,
        fullName: invitee.fullName,
        role: 'seller',
        listingId: listing.id,
      });
      return { invitationToken: invitation.token };
    }
    return missing('active listing of the listing agent to invite a registered consumer to');
  },

  'the listing agent has notifications': async () => {
    const agent = persona(db, LISTING_AGENT);
    if (db.userNotifications.count((row) => row.userId === agent.id) === 0) {
      const { listing } = listingWithOffers(db);
      await db.userNotifications.insert({
        userId: agent.id,
        title: `New offer on ${listing.addressLine1}`,
        body: 'A buyers agent sent a new offer.',
        url: `/listings/s/${listing.slug}`,
        createdAt: clock.now(),
        readAt: null,
      });
    }
    return {};
  },

  'a system notification is active': async () => {
    if (!db.systemNotifications.findFirst((row) => row.active)) {
      await db.systemNotifications.insert({
        header: 'Scheduled maintenance',
        content: 'OfferDesk will be unavailable for an hour on Sunday night.',
        active: true,
      });
    }
    return {};
  },

  "a verification code was sent to the unverified agent's e-mail": async () => {
    await sendVerificationCode(UNVERIFIED_AGENT, 0);
    return { verificationCode: MOCK_VERIFICATION_CODE };
  },

  'the unverified agent has entered too many wrong e-mail codes': async () => {
    await sendVerificationCode(UNVERIFIED_AGENT, MAX_WRONG_CODES);
    return {};
  },

  'the listing agent has one-time sign-in tokens': () => {
    persona(db, LISTING_AGENT);
    return {
      googleAccessToken: googleTestToken(LISTING_AGENT),
      loginToken: loginTestToken(LISTING_AGENT),
      resetToken: resetTestToken(LISTING_AGENT),
    };
  },
};
