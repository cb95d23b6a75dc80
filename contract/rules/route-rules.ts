import type { AppRoute } from '@ts-rest/core';
import type { contract } from '../index';
import { MESSAGES } from '../schemas/messages';
import { NOT_OFFERS_ON_LISTING, NOT_ON_OFFERS_LISTING, REFUSALS } from './refusals';
import type { StatedRule } from './stated-rules';

/*
 * The 400s of each route that depend on what is stored (an e-mail already
 * registered, a template that must exist) or on another part of the request
 * (the path): no schema can say them, so the OpenAPI document states them in
 * the operation's `x-offerdesk-rules`. A field path's `N` stands for an
 * item's place in its list, as in the 400's own keys (`offerIds.2`).
 */

type KeysOf<R, Prefix extends string = ''> = {
  [K in Extract<keyof R, string>]: R[K] extends AppRoute ? `${Prefix}${K}` : KeysOf<R[K], `${Prefix}${K}.`>;
}[Extract<keyof R, string>];

/** A route's dotted key, as the OpenAPI document's operationId: `offers.sendToSellers`. */
export type RouteKey = KeysOf<typeof contract>;

const EMAIL_REGISTERED: StatedRule = {
  fields: ['email'],
  refusedWhen: 'another user has registered it (in any case)',
  message: REFUSALS.emailTaken,
};

const LISTING_REFERENCES: readonly StatedRule[] = [
  { fields: ['countyId'], refusedWhen: 'it names no county', message: REFUSALS.unknownCounty },
  {
    fields: ['agentCommissionId', 'buyerBrokerCommissionIds.N'],
    refusedWhen:
      "it names no commission template of the listing's account or the agent's (an update may also name the copy the listing already holds)",
    message: REFUSALS.unknownCommission,
  },
  {
    fields: ['titleFeeTemplateId'],
    refusedWhen:
      "it names no title and escrow fee template of the listing's account or the agent's (an update may also name the copy the listing already holds)",
    message: REFUSALS.unknownTitleFeeTemplate,
  },
  { fields: ['slug'], refusedWhen: 'another listing already uses it', message: REFUSALS.slugTaken },
  {
    fields: ['listingAgents.N.email'],
    refusedWhen: 'it belongs to a registered user who is not an agent',
    message: REFUSALS.notAnAgent,
  },
];

const BUYER_COMMISSION: StatedRule = {
  fields: ['sellerPaidBuyersBrokerCommissionId'],
  refusedWhen: "it is not the id of one of the listing's `buyerBrokerCommissions`",
  message: REFUSALS.unknownBuyerCommission,
};

const KEPT_DOCUMENTS: StatedRule = {
  fields: ['keepDocumentIds'],
  refusedWhen: "it names a document that is not one of the offer's current version",
  message: REFUSALS.unknownKeptDocument,
};

export const ROUTE_RULES: { readonly [Key in RouteKey]?: readonly StatedRule[] } = {
  'auth.signupAgent': [EMAIL_REGISTERED],
  'auth.resetPassword': [
    {
      fields: ['token'],
      refusedWhen: 'it is not a reset token the API sent, or it has expired',
      message: REFUSALS.resetTokenInvalid,
    },
  ],
  'user.update': [EMAIL_REGISTERED],
  'preferences.set': [
    { fields: ['key'], refusedWhen: 'it is not the `key` of the path', message: REFUSALS.keyMismatch },
  ],
  'invitations.signup': [
    {
      fields: ['phoneNumber'],
      refusedWhen: 'the invitation asks for a phone number (`hasPhoneNumber` of the 409 of invitations.authorize)',
      message: MESSAGES.required,
    },
    {
      fields: ['isAgreeToTac'],
      refusedWhen: 'the invitee has not accepted the terms yet (`termsRequired` of that 409) and it is not true',
      message: MESSAGES.terms,
    },
  ],
  'listings.create': LISTING_REFERENCES,
  'listings.update': LISTING_REFERENCES,
  'listings.addUser': [
    {
      fields: ['N.email'],
      refusedWhen: "the role is an agent's and the e-mail belongs to a registered user who is not an agent",
      message: REFUSALS.notAnAgent,
    },
  ],
  'listings.sendBuyersEmails': [
    {
      fields: ['offerIds.N'],
      refusedWhen: 'it is not an offer on the listing',
      message: REFUSALS.unknownOfferOnListing,
    },
  ],
  'offers.create': [BUYER_COMMISSION],
  'offers.edit': [BUYER_COMMISSION, KEPT_DOCUMENTS],
  'offers.counter': [BUYER_COMMISSION, KEPT_DOCUMENTS],
  'offers.requestBest': [
    {
      fields: ['offerIds'],
      refusedWhen: 'one of them is not an offer on `listingId`; the message lists them',
      message: `${NOT_OFFERS_ON_LISTING}…`,
    },
  ],
  'offers.sendToSellers': [
    {
      fields: ['ids'],
      refusedWhen: 'one of them is not on the listing of the offer in the path; the message lists them',
      message: `${NOT_ON_OFFERS_LISTING}…`,
    },
  ],
};
