import type { PactV4 } from '@pact-foundation/pact';
import { fromState } from './matchers';

/*
 * The provider states of the OfferDesk pact: few, named after personas and
 * what the client needs to exist. The mock implements them
 * (mock-server/handlers/controls/provider-state-setups.ts), a real backend
 * implements the same names (docs/verifying-the-real-api.md, whose table a
 * test checks against this list). `values` are what the state's setup answers
 * for Pact to inject into the request.
 *
 * Every interaction starts with exactly one persona state ("nobody is signed
 * in", "the ... is signed in"), whose setup first resets the provider to its
 * baseline data (the demo scenario for the mock): the eight personas of
 * docs/scenarios.md with the password OfferDesk2026, their accounts,
 * listings, offers, templates, cards, invoices, notifications and one active
 * system notification. So Pact's own protocol needs no extra reset call.
 */

export type ProviderState = {
  readonly name: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly values: readonly string[];
  readonly meaning: string;
  /** A persona state: it comes first in an interaction, and starts it from the baseline data. */
  readonly persona?: true;
};

const signedIn = (who: string, email: string, meaning: string): ProviderState => ({
  name: `the ${who} is signed in`,
  params: { email },
  values: ['sessionToken', 'userId'],
  meaning: `${meaning} (${email}) has a session; sessionToken is its cookie value.`,
  persona: true,
});

/** The listing the new offer's multipart body names: Pact cannot inject a value into a multipart body. */
export const FIXED_LISTING_ID = 33;

export const STATES = {
  nobodySignedIn: {
    name: 'nobody is signed in',
    values: [],
    meaning: 'No session: the request carries no cookie.',
    persona: true,
  },
  listingAgent: signedIn(
    'listing agent',
    'listing.agent@offerdesk.test',
    'A verified agent of a brokerage account, not its admin',
  ),
  buyersAgent: signedIn('buyers agent', 'buyers.agent@offerdesk.test', "A verified buyers' agent"),
  accountAdmin: signedIn(
    'account admin',
    'admin@offerdesk.test',
    "The admin of the listing agent's account, with an active subscription",
  ),
  unverifiedAgent: signedIn(
    'unverified agent',
    'unverified@offerdesk.test',
    'An agent whose e-mail and phone are not verified, admin of an account without an active subscription',
  ),
  seller: signedIn('seller', 'seller@offerdesk.test', 'A consumer outside any account'),
  listingUnderFixedId: {
    name: 'an active listing of the listing agent has a fixed id',
    params: { listingId: FIXED_LISTING_ID },
    values: ['listingId'],
    meaning:
      'The listing whose id is params.listingId is an active listing of the listing agent that takes offers; create it under that id. The new offer (multipart) names it.',
  },
  listingWithOffers: {
    name: 'the listing agent has an active listing with 3 offers',
    values: ['listingId', 'listingSlug', 'offerId', 'documentId', 'sellerId'],
    meaning:
      "An active listing of the listing agent with at least 3 offers and a seller (sellerId); offerId is the buyers agent's offer on it, documentId a PDF document of that offer.",
  },
  bestOfferRequested: {
    name: 'the buyers agent was asked for their highest and best offer',
    values: ['offerId', 'offerToken'],
    meaning: "The buyers agent's offer on that listing has an open highest-and-best request; offerToken answers it.",
  },
  teamHasAgent: {
    name: "the account admin's team has another agent",
    values: ['teamUserId'],
    meaning: "An agent of the account admin's account other than the admin (the co-listing agent).",
  },
  accountTemplates: {
    name: "the listing agent's account has commission and title fee templates",
    values: ['commissionTemplateId', 'titleFeeTemplateId'],
    meaning: "A commission template and a title fee template of the listing agent's account.",
  },
  soloPlan: {
    name: 'the Solo plan is on sale',
    values: ['productId'],
    meaning: 'A plan the account admin can subscribe to or change to.',
  },
  newUserInvitation: {
    name: 'an invitation to a new user is pending',
    values: ['invitationId', 'invitationToken'],
    meaning: 'The listing agent invited someone who has no password yet; the token is the magic link.',
  },
  registeredUserInvitation: {
    name: 'an invitation to a registered user is pending',
    values: ['invitationToken'],
    meaning: 'The listing agent invited a consumer who already has a password (the seller, to another listing).',
  },
  notifications: {
    name: 'the listing agent has notifications',
    values: [],
    meaning: 'At least one notification for the listing agent.',
  },
  systemNotification: {
    name: 'a system notification is active',
    values: [],
    meaning: 'A system notification is active (the banner in the frame).',
  },
  verificationCodeSent: {
    name: "a verification code was sent to the unverified agent's e-mail",
    values: ['verificationCode'],
    meaning: 'A live e-mail code for the unverified agent, no wrong tries yet; verificationCode is it (never 0000).',
  },
  tooManyWrongCodes: {
    name: 'the unverified agent has entered too many wrong e-mail codes',
    values: [],
    meaning: 'The e-mail code is locked after 5 wrong tries: every try answers 429 until a new code is requested.',
  },
  signInTokens: {
    name: 'the listing agent has one-time sign-in tokens',
    values: ['googleAccessToken', 'loginToken', 'resetToken'],
    meaning:
      'Tokens the API accepts for the listing agent: a Google access token, a one-time login link token, a password reset token.',
  },
} as const satisfies Record<string, ProviderState>;

export const ALL_STATES: readonly ProviderState[] = Object.values(STATES);

/** `interaction.given(...)` for each state, in order. */
type UnconfiguredInteraction = ReturnType<PactV4['addInteraction']>;

export const given = (interaction: UnconfiguredInteraction, ...states: ProviderState[]): UnconfiguredInteraction =>
  states.reduce((next, state) => next.given(state.name, state.params ? { ...state.params } : undefined), interaction);

/*
 * The examples the consumer tests send where the request needs a value from a
 * provider state. They are the mock's values for the demo scenario, seed 1,
 * but any others would do: the verifier sends the provider's own.
 */
export const VALUES = {
  listingId: fromState('listingId', 33),
  listingSlug: fromState('listingSlug', '6305-nw-hoyt-street-portland'),
  offerId: fromState('offerId', 33),
  documentId: fromState('documentId', 52),
  sellerId: fromState('sellerId', 3),
  offerToken: fromState('offerToken', 'best-33-mm9cuxm0'),
  teamUserId: fromState('teamUserId', 2),
  commissionTemplateId: fromState('commissionTemplateId', 1),
  titleFeeTemplateId: fromState('titleFeeTemplateId', 1),
  productId: fromState('productId', 'prod_solo'),
  invitationId: fromState('invitationId', 1),
  invitationToken: fromState('invitationToken', 'demo-invitation-seller'),
  registeredInvitationToken: fromState('invitationToken', 'inv.2.4.8f3a21c7'),
  verificationCode: fromState('verificationCode', '1234'),
  googleAccessToken: fromState('googleAccessToken', 'mock-google-token:listing.agent@offerdesk.test'),
  loginToken: fromState('loginToken', 'mock-login-token:listing.agent@offerdesk.test'),
  resetToken: fromState('resetToken', 'mock-reset-token:listing.agent@offerdesk.test'),
} as const;
