import type { RouteKey } from '../../../contract/route-keys';
import { routeByKey } from '../../../contract/route-keys';
import { PERSONAS, type PersonaKey } from '../../../fixtures/personas';
import { plainOfferTerms } from '../../../fixtures/plain-offer-terms';
import { DEMO_INVITATION_TOKENS } from '../../../fixtures/scenarios/parts/demo-extras';
import {
  acceptedInvitationOf,
  buyersAgentOffer,
  documentOf,
  latestInvitation,
  listingWithOffers,
  listingWithoutOffers,
  offerWithBestRequest,
  otherSellerOn,
  peopleOn,
  ownTemplate,
  personaId,
} from './demo-records';
import { call, sessionCookieOf, type CallParts } from './run-call';

/*
 * The example of each operation: who calls it and with what, on the demo
 * scenario, and the error calls worth showing besides those every route of
 * its shape gets (no session, an empty body, an unknown id: collect.ts).
 * Each domain starts from a fresh demo, its calls run in this order.
 */

export type ExampleCall = { as: PersonaKey | null; parts: () => CallParts | Promise<CallParts> };
type ErrorCall = ExampleCall & { status: number };
/**
 * `shown` replaces what the document shows of the success call's request, where the call
 * needs a value made at run time that is random (a magic-link token): the call itself still
 * runs with the real one, so the answer shown is the one it got.
 */
export type OperationCalls = ExampleCall & { errors?: readonly ErrorCall[]; shown?: CallParts };

/** A magic-link token as the mock makes one (`inv.` and 43 base64url characters), fixed for the document. */
const SAMPLE_INVITATION_TOKEN = 'inv.Xq7Ld0cS2mVb9RkT4nWy1hJ8aPzE6uGf3oQ5iKs0vMc';

const PASSWORD = 'NewPassw0rd2026';
const email = (persona: PersonaKey) => PERSONAS[persona].email;

/** A set-up call an example needs first (a code to verify, an invitation to withdraw). */
const setUp = async (key: RouteKey, as: PersonaKey, parts: CallParts): Promise<unknown> => {
  const answer = await call(routeByKey(key), parts, await sessionCookieOf(as));
  if (answer.status >= 300) throw new Error(`set-up ${key} answered ${answer.status}`);
  return (answer.json as { body: unknown }).body;
};

/** A one-pixel PNG's first bytes: enough for the photo check, which reads the signature. */
const photo = () =>
  new File(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])],
    'front.png',
    {
      type: 'image/png',
    },
  );

const newListing = () => ({
  status: 'active',
  addressLine1: '1420 SE Alder Street',
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
  sellers: [{ email: 'jamie.ortiz@example.com', fullName: 'Jamie Ortiz' }],
  listingAgents: [],
  buyerBrokerCommissionIds: [],
  propertyImage: photo(),
});

const checkout = (productId: string, quantity: number) => ({
  productId,
  quantity,
  successUrl: '/settings/subscription?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: '/settings/subscription',
});

const templateId = (table: 'commissionTemplates' | 'titleFeeTemplates') => ownTemplate(table, 'listingAgent').id;

export const EXAMPLE_CALLS: Record<RouteKey, OperationCalls> = {
  'auth.login': {
    as: null,
    parts: () => ({ body: { email: email('listingAgent'), password: 'OfferDesk2026' } }),
    errors: [
      { as: null, parts: () => ({ body: { email: email('listingAgent'), password: 'not-my-password' } }), status: 401 },
    ],
  },
  'auth.loginWithGoogle': {
    as: null,
    parts: () => ({ body: { accessToken: `mock-google-token:${email('listingAgent')}` } }),
  },
  'auth.loginWithToken': { as: null, parts: () => ({ body: { token: `mock-login-token:${email('seller')}` } }) },
  'auth.signupAgent': {
    as: null,
    parts: () => ({
      body: {
        email: 'riley.novak@example.com',
        password: PASSWORD,
        repeatPassword: PASSWORD,
        phoneNumber: '(503) 555-0144',
        isAgreeToTac: true,
        fullName: 'Riley Novak',
        brokerage: 'Novak Realty',
        hasTeam: 'no',
      },
    }),
  },
  'auth.logout': {
    as: 'listingAgent',
    parts: () => ({}),
    errors: [{ as: 'listingAgent', parts: () => ({ headers: { 'content-type': 'text/plain' } }), status: 415 }],
  },
  'auth.forgotPassword': { as: null, parts: () => ({ body: { email: email('seller') } }) },
  'auth.resetPassword': {
    as: null,
    parts: () => ({
      body: { token: `mock-reset-token:${email('buyer')}`, password: PASSWORD, repeatPassword: PASSWORD },
    }),
  },

  'account.agents': {
    as: 'listingAgent',
    parts: () => ({}),
    errors: [{ as: 'seller', parts: () => ({}), status: 403 }],
  },
  'account.subscription': { as: 'admin', parts: () => ({}) },
  'account.changeSubscription': {
    as: 'admin',
    parts: () => ({ body: { productId: 'prod_brokerage', quantity: 10 } }),
    errors: [{ as: 'admin', parts: () => ({ body: { productId: 'prod_brokerage', quantity: 1 } }), status: 422 }],
  },
  'account.requestSubscriptionChange': {
    as: 'admin',
    parts: () => ({ body: { reason: 'cancel', message: 'We are merging with another brokerage.' } }),
  },
  'account.cards': { as: 'admin', parts: () => ({}), errors: [{ as: 'listingAgent', parts: () => ({}), status: 403 }] },
  'account.invoices': { as: 'admin', parts: () => ({}) },
  'account.users': { as: 'admin', parts: () => ({}) },
  'account.updateUser': {
    as: 'admin',
    parts: () => ({ params: { id: personaId('coListingAgent') }, body: { role: 'admin' } }),
  },
  'account.deleteUser': {
    as: 'admin',
    parts: () => ({ params: { id: personaId('coListingAgent') } }),
    errors: [{ as: 'admin', parts: () => ({ params: { id: personaId('admin') } }), status: 422 }],
  },
  'account.createTeam': {
    as: 'buyer',
    parts: () => ({ body: { teamName: 'Ramos Home Team', brokerage: 'Ramos Realty' } }),
    errors: [{ as: 'listingAgent', parts: () => ({ body: { teamName: 'Second', brokerage: 'Second' } }), status: 422 }],
  },
  'account.updateTeam': { as: 'admin', parts: () => ({ body: { teamName: 'Harbor & Main Group' } }) },
  'account.commissionTemplates.list': { as: 'listingAgent', parts: () => ({}) },
  'account.commissionTemplates.create': {
    as: 'listingAgent',
    parts: () => ({ body: { name: 'Three percent', formula: 'pp * 0.03' } }),
  },
  'account.commissionTemplates.update': {
    as: 'listingAgent',
    parts: () => ({
      params: { id: templateId('commissionTemplates') },
      body: { name: 'Two and a half percent', formula: 'pp * 0.025' },
    }),
  },
  'account.commissionTemplates.remove': {
    as: 'listingAgent',
    parts: () => ({ params: { id: templateId('commissionTemplates') } }),
  },
  'account.titleFeeTemplates.list': { as: 'listingAgent', parts: () => ({}) },
  'account.titleFeeTemplates.create': {
    as: 'listingAgent',
    parts: () => ({ body: { name: 'Portland escrow', fees: [{ name: 'Escrow fee', formula: 'pp * 0.001 + 250' }] } }),
  },
  'account.titleFeeTemplates.update': {
    as: 'listingAgent',
    parts: () => ({
      params: { id: templateId('titleFeeTemplates') },
      body: { name: 'Flat escrow', fees: [{ name: 'Escrow fee', formula: '900' }] },
    }),
  },
  'account.titleFeeTemplates.remove': {
    as: 'listingAgent',
    parts: () => ({ params: { id: templateId('titleFeeTemplates') } }),
  },

  'user.get': { as: 'listingAgent', parts: () => ({}) },
  'user.update': {
    as: 'listingAgent',
    parts: () => ({ body: { fullName: 'Maya T. Thornton' } }),
    errors: [{ as: 'listingAgent', parts: () => ({ body: { email: email('seller') } }), status: 400 }],
  },
  'preferences.get': { as: 'listingAgent', parts: () => ({ params: { key: 'hideNewListingInfoBanner' } }) },
  'preferences.set': {
    as: 'listingAgent',
    parts: () => ({
      params: { key: 'hideNewListingInfoBanner' },
      body: { key: 'hideNewListingInfoBanner', value: 'true' },
    }),
  },
  'verification.requestCode': {
    as: 'unverified',
    parts: () => ({ params: { channel: 'email' }, body: { force: true } }),
    errors: [
      { as: 'listingAgent', parts: () => ({ params: { channel: 'email' }, body: { force: true } }), status: 422 },
    ],
  },
  'verification.verify': {
    as: 'unverified',
    parts: async () => {
      await setUp('verification.requestCode', 'unverified', { params: { channel: 'phone' }, body: { force: true } });
      return { params: { channel: 'phone' }, body: { code: '1234' } };
    },
    errors: [
      {
        as: 'unverified',
        parts: async () => {
          await setUp('verification.requestCode', 'unverified', {
            params: { channel: 'email' },
            body: { force: true },
          });
          return { params: { channel: 'email' }, body: { code: '0000' } };
        },
        status: 422,
      },
      {
        as: 'unverified',
        parts: async () => {
          const wrong = { params: { channel: 'email' }, body: { code: '0000' } };
          for (let tries = 0; tries < 4; tries += 1)
            await call(routeByKey('verification.verify'), wrong, await sessionCookieOf('unverified'));
          return { params: { channel: 'email' }, body: { code: '1234' } };
        },
        status: 429,
      },
    ],
  },

  'invitations.list': { as: 'listingAgent', parts: () => ({}) },
  'invitations.create': {
    as: 'listingAgent',
    parts: () => ({
      body: {
        email: 'jamie.ortiz@example.com',
        fullName: 'Jamie Ortiz',
        role: 'seller',
        listingId: listingWithOffers().id,
      },
    }),
    errors: [
      {
        as: 'listingAgent',
        parts: () => ({ body: { email: 'jamie.ortiz@example.com', role: 'seller' } }),
        status: 400,
      },
    ],
  },
  'invitations.remove': {
    as: 'listingAgent',
    parts: () => ({ query: { id: latestInvitation().id } }),
    errors: [
      { as: 'listingAgent', parts: () => ({ query: { id: acceptedInvitationOf('listingAgent').id } }), status: 422 },
    ],
  },
  'invitations.authorize': {
    as: null,
    parts: async () => {
      await setUp('invitations.create', 'buyersAgent', { body: { email: email('buyer'), role: 'buyer' } });
      return { headers: { 'auth-token': latestInvitation().token } };
    },
    // The token made above is random (decision 0061): the document shows a fixed one of its form.
    shown: { headers: { 'auth-token': SAMPLE_INVITATION_TOKEN } },
    errors: [
      { as: null, parts: () => ({ headers: { 'auth-token': DEMO_INVITATION_TOKENS.seller } }), status: 409 },
      { as: null, parts: () => ({ headers: { 'auth-token': 'inv.unknown' } }), status: 401 },
    ],
  },
  'invitations.signup': {
    as: null,
    parts: () => ({
      headers: { 'auth-token': DEMO_INVITATION_TOKENS.seller },
      body: { password: PASSWORD, repeatPassword: PASSWORD, isAgreeToTac: true },
    }),
  },

  'listings.list': {
    as: 'buyersAgent',
    parts: () => ({
      query: { view: 'buying', sort: 'mostOffersFirst', status: 'active,pending', page: 1, perPage: 12 },
    }),
    errors: [{ as: 'listingAgent', parts: () => ({ query: { perPage: 13 } }), status: 400 }],
  },
  'listings.listPublic': {
    as: null,
    parts: () => ({ query: { view: 'public', search: 'portland', page: 1, perPage: 12 } }),
    errors: [{ as: null, parts: () => ({ query: { view: 'public', perPage: 5 } }), status: 400 }],
  },
  'listings.create': {
    as: 'listingAgent',
    parts: () => ({ headers: { 'idempotency-key': '7f1c2b9e-4d3a-4c5e-9b8f-0a1d2e3f4a5b' }, body: newListing() }),
    errors: [{ as: 'unverified', parts: () => ({ body: newListing() }), status: 403 }],
  },
  'listings.update': {
    as: 'listingAgent',
    parts: () => {
      const listing = listingWithoutOffers();
      const { addressLine1, city, state, zipCode } = listing;
      return {
        params: { id: listing.id },
        body: {
          status: 'pending',
          addressLine1,
          city,
          state,
          zipCode,
          sellers: peopleOn(listing.id, 'seller'),
          listingAgents: [],
          buyerBrokerCommissionIds: [],
        },
      };
    },
  },
  'listings.countByTabs': { as: 'buyersAgent', parts: () => ({}) },
  'listings.get': { as: 'listingAgent', parts: () => ({ params: { id: listingWithOffers().id } }) },
  'listings.getBySlug': { as: null, parts: () => ({ params: { slug: listingWithOffers().slug } }) },
  'listings.logs': {
    as: 'listingAgent',
    parts: () => ({ params: { listingId: listingWithOffers().id }, query: { page: 1, perPage: 5 } }),
    errors: [{ as: 'buyer', parts: () => ({ params: { listingId: listingWithOffers().id } }), status: 403 }],
  },
  'listings.addUser': {
    as: 'listingAgent',
    parts: () => ({
      params: { id: listingWithOffers().id },
      body: [{ email: 'casey.ellis@example.com', fullName: 'Casey Ellis', role: 'seller' }],
    }),
  },
  'listings.removeUser': {
    as: 'listingAgent',
    parts: () => {
      const listing = listingWithOffers();
      return { params: { listingId: listing.id, userId: otherSellerOn(listing.id)?.userId ?? personaId('seller') } };
    },
  },
  'listings.locations': {
    as: 'listingAgent',
    parts: () => ({ query: { zipCode: '97214' } }),
    errors: [{ as: 'listingAgent', parts: () => ({ query: { zipCode: '9721' } }), status: 400 }],
  },
  'listings.sendBuyersEmails': {
    as: 'listingAgent',
    parts: () => ({
      params: { listingId: listingWithOffers().id },
      body: {
        subject: 'Highest and best by Friday',
        message: 'Please send your highest and best offer by Friday at 5 pm.',
      },
    }),
    errors: [
      {
        as: 'buyersAgent',
        parts: () => ({ params: { listingId: listingWithOffers().id }, body: { subject: 'Hello', message: 'Hello' } }),
        status: 403,
      },
    ],
  },
  'listings.markViewed': { as: 'buyersAgent', parts: () => ({ params: { id: listingWithOffers().id } }) },

  'offers.create': {
    as: 'buyersAgent',
    parts: () => ({
      headers: { 'idempotency-key': '0b7c6d5e-1f2a-4b3c-8d4e-5f6a7b8c9d0e' },
      body: {
        ...plainOfferTerms({
          purchasePrice: 655_000,
          buyers: ['Dana Whitfield'],
          note: 'Pre-approved, flexible on closing',
        }),
        listingId: listingWithOffers().id,
        documents: [new File(['%PDF-1.4\n'], 'pre-approval.pdf', { type: 'application/pdf' })],
      },
    }),
  },
  'offers.get': { as: 'buyersAgent', parts: () => ({ params: { offerId: buyersAgentOffer().id } }) },
  'offers.getDocument': {
    as: 'buyersAgent',
    parts: () => ({ params: { offerId: buyersAgentOffer().id, documentId: documentOf(buyersAgentOffer().id).id } }),
  },
  'offers.listForListing': {
    as: 'listingAgent',
    parts: () => ({
      params: { listingId: listingWithOffers().id },
      query: {
        sortBy: 'purchasePrice',
        sortDirection: 'desc',
        financingType: 'cash,conventional',
        page: 1,
        perPage: 2,
      },
    }),
  },
  'offers.approve': {
    as: 'listingAgent',
    parts: () => ({ params: { offerId: buyersAgentOffer().id } }),
    errors: [{ as: 'buyersAgent', parts: () => ({ params: { offerId: buyersAgentOffer().id } }), status: 403 }],
  },
  'offers.edit': {
    as: 'buyersAgent',
    parts: () => ({
      params: { offerId: buyersAgentOffer().id },
      body: plainOfferTerms({ purchasePrice: 700_000, buyers: ['Dana Whitfield'] }),
    }),
  },
  'offers.counter': {
    as: 'listingAgent',
    parts: () => ({
      params: { offerId: buyersAgentOffer().id },
      body: plainOfferTerms({ purchasePrice: 720_000, buyers: ['Dana Whitfield'] }),
    }),
    errors: [
      {
        as: 'buyersAgent',
        parts: () => ({ params: { offerId: buyersAgentOffer().id }, body: plainOfferTerms() }),
        status: 403,
      },
    ],
  },
  'offers.versions': {
    as: 'buyersAgent',
    parts: () => ({ params: { offerId: buyersAgentOffer().id }, query: { page: 1, perPage: 2 } }),
  },
  'offers.compareList': {
    as: 'listingAgent',
    parts: () => ({ params: { listingId: listingWithOffers().id }, query: { ids: [buyersAgentOffer().id] } }),
  },
  'offers.requestBest': {
    as: 'listingAgent',
    parts: () => ({ body: { listingId: listingWithOffers().id, offerIds: [buyersAgentOffer().id] } }),
  },
  'offers.keepBest': {
    as: 'buyersAgent',
    parts: () => ({ body: { offerToken: offerWithBestRequest().bestOfferRequest!.offerToken } }),
    errors: [{ as: 'buyersAgent', parts: () => ({ body: { offerToken: 'best-0-unknown' } }), status: 404 }],
  },
  'offers.sendToSellers': {
    as: 'listingAgent',
    parts: () => ({ params: { offerId: buyersAgentOffer().id }, body: { ids: [buyersAgentOffer().id] } }),
  },
  'offers.logs': {
    as: 'listingAgent',
    parts: () => ({ params: { offerId: buyersAgentOffer().id }, query: { page: 1, perPage: 10 } }),
  },

  'payments.products': { as: 'admin', parts: () => ({}) },
  'payments.createCheckoutSession': {
    as: 'unverified',
    parts: () => ({ body: checkout('prod_team', 1) }),
    errors: [{ as: 'admin', parts: () => ({ body: checkout('prod_team', 10) }), status: 422 }],
  },
  'payments.createSetupSession': {
    as: 'admin',
    parts: () => ({
      body: { mode: 'setup', successUrl: '/settings/subscription', cancelUrl: '/settings/subscription' },
    }),
  },

  'notifications.system': { as: null, parts: () => ({}) },
  'notifications.list': { as: 'listingAgent', parts: () => ({}) },
};
