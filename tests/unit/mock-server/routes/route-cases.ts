import type { PersonaKey } from '@fixtures/personas';
import { PERSONAS } from '@fixtures/personas';
import { DEMO_INVITATION_TOKENS } from '@fixtures/scenarios/parts/demo-extras';
import { db } from '@mock/node';
import { pngFile } from '../listings/support';
import {
  approvalListing,
  autoNotifyListing,
  offerWithBestRequest,
  pendingListing,
  validTerms,
} from '../offers/support';
import { listingFields } from '../support/listing-fields';
import { signIn } from '../support/persona-client';
import type { RouteCallParts, RouteKey } from '../support/route-request';

/*
 * One success and one error call for every route of the contract, against
 * the demo scenario, as the persona that matters. `every-route.test.ts` runs
 * them and checks that this table names every route (the type does too).
 * Records are found by what they are (offers/support.ts), not by id.
 */

export type RouteCase = {
  /** Who calls: a persona (signed in with the password) or nobody. */
  as: PersonaKey | null;
  /** The call's parts; may make set-up calls first (an invitation to authorize, a code to verify). */
  parts: () => RouteCallParts | Promise<RouteCallParts>;
  status: number;
  /** An error that no input of the route can cause: shown with an injected fault instead. */
  fault?: true;
};

export type RouteCases = { success: RouteCase; error: RouteCase };

const PASSWORD = 'NewPassw0rd2026';
const id = (persona: PersonaKey) => PERSONAS[persona].id;
const email = (persona: PersonaKey) => PERSONAS[persona].email;

/** An offer of buyers.agent on an active listing of listing.agent, one with documents when there is one. */
const ownOffer = () => {
  const candidates = db.offers.findBy('buyersAgentId', id('buyersAgent')).filter((offer) => {
    const listing = db.listings.findById(offer.listingId);
    const parties = db.listingUsers.findBy('listingId', offer.listingId);
    return (
      listing?.status === 'active' &&
      listing.isActive &&
      parties.some((p) => p.userId === id('listingAgent') && p.role === 'listing-agent')
    );
  });
  return candidates.find((offer) => db.documents.findBy('offerId', offer.id).length > 0) ?? candidates[0]!;
};
const ownDocument = () => db.documents.findBy('offerId', ownOffer().id)[0]!;
const otherDocument = () => db.documents.all().find((doc) => doc.offerId !== ownOffer().id)!;
const rivalOffer = () => db.offers.all().find((offer) => offer.buyersAgentId !== id('buyersAgent'))!;
/** A seller of the listing other than the seller persona (whom other cases rely on). */
const otherSellerOf = (listingId: number) =>
  db.listingUsers
    .findBy('listingId', listingId)
    .find((party) => party.role === 'seller' && party.userId !== id('seller'))!;
/** An active listing of listing.agent with a seller besides the seller persona, as seeded (no set-up call needed). */
const listingWithSecondSeller = () =>
  db.listings
    .all()
    .filter((listing) => listing.isActive && listing.id !== autoNotifyListing().id)
    .find(
      (listing) =>
        db.listingUsers
          .findBy('listingId', listing.id)
          .some((p) => p.userId === id('listingAgent') && p.role === 'listing-agent') &&
        db.listingUsers.findBy('listingId', listing.id).some((p) => p.role === 'seller' && p.userId !== id('seller')),
    )!;
/** An active listing of listing.agent that no other case relies on: no offers, not the auto-notify or approval listing. */
const spareListing = () =>
  db.listings
    .all()
    .filter(
      (listing) =>
        listing.status === 'active' &&
        listing.isActive &&
        listing.id !== autoNotifyListing().id &&
        listing.id !== approvalListing().id,
    )
    .find(
      (listing) =>
        db.offers.findBy('listingId', listing.id).length === 0 &&
        db.listingUsers
          .findBy('listingId', listing.id)
          .some((p) => p.userId === id('listingAgent') && p.role === 'listing-agent'),
    )!;
const listingWithoutParty = (persona: PersonaKey) =>
  db.listings
    .all()
    .find((listing) => !db.listingUsers.findBy('listingId', listing.id).some((party) => party.userId === id(persona)))!;
const inactiveListing = () =>
  db.listings
    .all()
    .find(
      (listing) =>
        !listing.isActive &&
        db.listingUsers.findBy('listingId', listing.id).some((p) => p.userId === id('listingAgent')),
    )!;
const templateOf = (table: 'commissionTemplates' | 'titleFeeTemplates', persona: PersonaKey, own: boolean) =>
  db[table]
    .all()
    .filter((row) => (row.accountId === db.users.findById(id(persona))!.accountId) === own)
    .at(-1)!;
const latestInvitationToken = async (): Promise<string> => {
  const outbox = await (await signIn('admin')).control<{ invitations: { token: string }[] }>('GET', '/invitations');
  return outbox.body.invitations[0]!.token;
};
const UNKNOWN = 999_999;

export const ROUTE_CASES = {
  'auth.login': {
    success: {
      as: null,
      parts: () => ({ body: { email: email('listingAgent'), password: 'OfferDesk2026' } }),
      status: 200,
    },
    error: {
      as: null,
      parts: () => ({ body: { email: email('listingAgent'), password: 'wrong-password' } }),
      status: 401,
    },
  },
  'auth.loginWithGoogle': {
    success: {
      as: null,
      parts: () => ({ body: { accessToken: `mock-google-token:${email('listingAgent')}` } }),
      status: 200,
    },
    error: { as: null, parts: () => ({ body: { accessToken: 'a-real-looking-token' } }), status: 401 },
  },
  'auth.loginWithToken': {
    success: { as: null, parts: () => ({ body: { token: `mock-login-token:${email('seller')}` } }), status: 200 },
    error: { as: null, parts: () => ({ body: { token: 'expired-token' } }), status: 401 },
  },
  'auth.signupAgent': {
    success: {
      as: null,
      parts: () => ({
        body: {
          email: 'new.agent.signup@example.com',
          password: PASSWORD,
          repeatPassword: PASSWORD,
          phoneNumber: '(555) 201-3344',
          isAgreeToTac: true,
          fullName: 'Riley Novak',
          brokerage: 'Novak Realty',
          hasTeam: 'no',
        },
      }),
      status: 201,
    },
    error: {
      as: null,
      parts: () => ({
        body: {
          email: email('listingAgent').toUpperCase(),
          password: PASSWORD,
          repeatPassword: PASSWORD,
          phoneNumber: '(555) 201-3344',
          isAgreeToTac: true,
          fullName: 'Twin',
          brokerage: 'Twin Realty',
          hasTeam: 'no',
        },
      }),
      status: 400,
    },
  },
  'auth.logout': {
    success: { as: 'listingAgent', parts: () => ({}), status: 200 },
    error: { as: 'listingAgent', parts: () => ({}), status: 500, fault: true },
  },
  'auth.forgotPassword': {
    success: { as: null, parts: () => ({ body: { email: 'nobody@example.com' } }), status: 200 },
    error: { as: null, parts: () => ({ body: { email: 'not an e-mail' } }), status: 400 },
  },
  'auth.resetPassword': {
    success: {
      as: null,
      parts: () => ({
        body: { token: `mock-reset-token:${email('admin')}`, password: PASSWORD, repeatPassword: PASSWORD },
      }),
      status: 200,
    },
    error: {
      as: null,
      parts: () => ({ body: { token: 'mock-reset-token:', password: PASSWORD, repeatPassword: PASSWORD } }),
      status: 400,
    },
  },

  'account.agents': {
    success: { as: 'listingAgent', parts: () => ({}), status: 200 },
    error: { as: 'seller', parts: () => ({}), status: 403 },
  },
  'account.subscription': {
    success: { as: 'admin', parts: () => ({}), status: 200 },
    error: { as: 'listingAgent', parts: () => ({}), status: 403 },
  },
  'account.changeSubscription': {
    success: { as: 'admin', parts: () => ({ body: { productId: 'prod_brokerage', quantity: 10 } }), status: 200 },
    error: { as: 'admin', parts: () => ({ body: { productId: 'prod_brokerage', quantity: 1 } }), status: 422 },
  },
  'account.requestSubscriptionChange': {
    success: { as: 'admin', parts: () => ({ body: { reason: 'cancel', message: 'Moving offices' } }), status: 201 },
    error: { as: 'coListingAgent', parts: () => ({ body: { reason: 'cancel' } }), status: 403 },
  },
  'account.cards': {
    success: { as: 'admin', parts: () => ({}), status: 200 },
    error: { as: 'listingAgent', parts: () => ({}), status: 403 },
  },
  'account.invoices': {
    success: { as: 'admin', parts: () => ({}), status: 200 },
    error: { as: 'seller', parts: () => ({}), status: 403 },
  },
  'account.users': {
    success: { as: 'admin', parts: () => ({}), status: 200 },
    error: { as: 'listingAgent', parts: () => ({}), status: 403 },
  },
  'account.updateUser': {
    success: {
      as: 'admin',
      parts: () => ({ params: { id: id('coListingAgent') }, body: { fullName: 'Jordan Park' } }),
      status: 200,
    },
    error: {
      as: 'admin',
      parts: () => ({ params: { id: id('buyersAgent') }, body: { fullName: 'Not mine' } }),
      status: 404,
    },
  },
  'account.deleteUser': {
    success: { as: 'admin', parts: () => ({ params: { id: id('coListingAgent') } }), status: 200 },
    error: { as: 'admin', parts: () => ({ params: { id: id('admin') } }), status: 422 },
  },
  'account.createTeam': {
    success: {
      as: 'buyer',
      parts: () => ({ body: { teamName: 'Buyer Team', brokerage: 'Buyer Realty' } }),
      status: 201,
    },
    error: { as: 'listingAgent', parts: () => ({ body: { teamName: 'Second', brokerage: 'Second' } }), status: 422 },
  },
  'account.updateTeam': {
    success: { as: 'admin', parts: () => ({ body: { teamName: 'Harbor & Main Group' } }), status: 200 },
    error: { as: 'coListingAgent', parts: () => ({ body: { teamName: 'Mine now' } }), status: 403 },
  },
  'account.commissionTemplates.list': {
    success: { as: 'listingAgent', parts: () => ({}), status: 200 },
    error: { as: 'seller', parts: () => ({}), status: 403 },
  },
  'account.commissionTemplates.create': {
    success: {
      as: 'listingAgent',
      parts: () => ({ body: { name: 'Three percent', formula: 'pp * 0.03' } }),
      status: 201,
    },
    error: { as: 'listingAgent', parts: () => ({ body: { name: 'Broken', formula: 'pp * (0.03' } }), status: 400 },
  },
  'account.commissionTemplates.update': {
    success: {
      as: 'listingAgent',
      parts: () => ({
        params: { id: templateOf('commissionTemplates', 'listingAgent', true).id },
        body: { name: 'Renamed', formula: 'pp * 0.025' },
      }),
      status: 200,
    },
    error: {
      as: 'listingAgent',
      parts: () => ({
        params: { id: templateOf('commissionTemplates', 'listingAgent', false).id },
        body: { name: 'Theirs', formula: 'pp' },
      }),
      status: 404,
    },
  },
  'account.commissionTemplates.remove': {
    success: {
      as: 'listingAgent',
      parts: () => ({ params: { id: templateOf('commissionTemplates', 'listingAgent', true).id } }),
      status: 200,
    },
    error: {
      as: 'listingAgent',
      parts: () => ({ params: { id: templateOf('commissionTemplates', 'listingAgent', false).id } }),
      status: 404,
    },
  },
  'account.titleFeeTemplates.list': {
    success: { as: 'listingAgent', parts: () => ({}), status: 200 },
    error: { as: 'seller', parts: () => ({}), status: 403 },
  },
  'account.titleFeeTemplates.create': {
    success: {
      as: 'listingAgent',
      parts: () => ({ body: { name: 'Escrow', fees: [{ name: 'Escrow fee', formula: 'pp * 0.001 + 250' }] } }),
      status: 201,
    },
    error: { as: 'listingAgent', parts: () => ({ body: { name: 'Empty', fees: [] } }), status: 400 },
  },
  'account.titleFeeTemplates.update': {
    success: {
      as: 'listingAgent',
      parts: () => ({
        params: { id: templateOf('titleFeeTemplates', 'listingAgent', true).id },
        body: { name: 'Renamed', fees: [{ name: 'Fee', formula: '300' }] },
      }),
      status: 200,
    },
    error: {
      as: 'listingAgent',
      parts: () => ({
        params: { id: templateOf('titleFeeTemplates', 'listingAgent', false).id },
        body: { name: 'x', fees: [{ name: 'a', formula: '1' }] },
      }),
      status: 404,
    },
  },
  'account.titleFeeTemplates.remove': {
    success: {
      as: 'listingAgent',
      parts: () => ({ params: { id: templateOf('titleFeeTemplates', 'listingAgent', true).id } }),
      status: 200,
    },
    error: {
      as: 'listingAgent',
      parts: () => ({ params: { id: templateOf('titleFeeTemplates', 'listingAgent', false).id } }),
      status: 404,
    },
  },

  'user.get': {
    success: { as: 'listingAgent', parts: () => ({}), status: 200 },
    error: { as: null, parts: () => ({}), status: 401 },
  },
  'user.update': {
    success: { as: 'listingAgent', parts: () => ({ body: { fullName: 'Maya T. Thornton' } }), status: 200 },
    error: { as: 'listingAgent', parts: () => ({ body: { email: email('seller') } }), status: 400 },
  },
  'preferences.get': {
    success: { as: 'listingAgent', parts: () => ({ params: { key: 'dashboardView' } }), status: 200 },
    error: { as: 'listingAgent', parts: () => ({ params: { key: 'not-a-key!' } }), status: 400 },
  },
  'preferences.set': {
    success: {
      as: 'listingAgent',
      parts: () => ({ params: { key: 'dashboardView' }, body: { key: 'dashboardView', value: 'grid' } }),
      status: 200,
    },
    error: {
      as: 'listingAgent',
      parts: () => ({ params: { key: 'dashboardView' }, body: { key: 'somethingElse', value: 'grid' } }),
      status: 400,
    },
  },
  'verification.requestCode': {
    success: { as: 'unverified', parts: () => ({ params: { channel: 'email' }, body: { force: true } }), status: 200 },
    error: { as: 'listingAgent', parts: () => ({ params: { channel: 'email' }, body: { force: true } }), status: 422 },
  },
  'verification.verify': {
    success: {
      as: 'unverified',
      parts: async () => {
        const sent = await (await signIn('unverified')).post('/user/verification-codes/email', { force: true });
        if (sent.status !== 200) throw new Error(`could not send a code: ${sent.status}`);
        return { params: { channel: 'email' }, body: { code: '1234' } };
      },
      status: 200,
    },
    error: { as: 'unverified', parts: () => ({ params: { channel: 'email' }, body: { code: '0000' } }), status: 422 },
  },

  'invitations.list': {
    success: { as: 'listingAgent', parts: () => ({}), status: 200 },
    error: { as: null, parts: () => ({}), status: 401 },
  },
  'invitations.create': {
    success: {
      as: 'listingAgent',
      parts: () => ({ body: { email: 'new.person@example.com', role: 'seller', listingId: autoNotifyListing().id } }),
      status: 201,
    },
    error: {
      as: 'listingAgent',
      parts: () => ({ body: { email: 'new.person@example.com', role: 'seller' } }),
      status: 400,
    },
  },
  'invitations.remove': {
    success: {
      as: 'listingAgent',
      parts: async () => {
        const invited = await (
          await signIn('listingAgent')
        ).post<{ id: number }>('/invitations', {
          email: 'withdrawn@example.com',
          role: 'seller',
          listingId: autoNotifyListing().id,
        });
        if (invited.status !== 201) throw new Error(`could not invite: ${JSON.stringify(invited.json)}`);
        return { query: { id: invited.body.id } };
      },
      status: 200,
    },
    error: {
      as: 'listingAgent',
      parts: () => ({
        query: {
          id: db.invitations.findBy('invitedById', id('listingAgent')).find((row) => row.acceptedAt !== null)!.id,
        },
      }),
      status: 422,
    },
  },
  'invitations.authorize': {
    success: {
      as: null,
      parts: async () => {
        const invited = await (
          await signIn('buyersAgent')
        ).post('/invitations', { email: email('buyer'), role: 'buyer' });
        if (invited.status !== 201) throw new Error(`could not invite: ${JSON.stringify(invited.json)}`);
        return { headers: { 'auth-token': await latestInvitationToken() } };
      },
      status: 200,
    },
    error: { as: null, parts: () => ({ headers: { 'auth-token': 'inv.unknown' } }), status: 401 },
  },
  'invitations.signup': {
    success: {
      as: null,
      parts: () => ({
        headers: { 'auth-token': DEMO_INVITATION_TOKENS.seller },
        body: { password: PASSWORD, repeatPassword: PASSWORD, isAgreeToTac: true },
      }),
      status: 201,
    },
    error: {
      as: null,
      parts: () => ({
        headers: { 'auth-token': 'inv.unknown' },
        body: { password: PASSWORD, repeatPassword: PASSWORD },
      }),
      status: 401,
    },
  },

  'listings.list': {
    success: {
      as: 'listingAgent',
      parts: () => ({ query: { sort: 'mostOffersFirst', status: 'active,pending', perPage: 12 } }),
      status: 200,
    },
    error: { as: 'listingAgent', parts: () => ({ query: { perPage: 13 } }), status: 400 },
  },
  'listings.listPublic': {
    success: { as: null, parts: () => ({ query: { view: 'public', search: 'portland' } }), status: 200 },
    error: { as: null, parts: () => ({ query: { view: 'public', perPage: 5 } }), status: 400 },
  },
  'listings.create': {
    success: {
      as: 'listingAgent',
      parts: () => ({ body: { ...listingFields(), propertyImage: pngFile() } }),
      status: 201,
    },
    error: { as: 'unverified', parts: () => ({ body: { ...listingFields(), propertyImage: pngFile() } }), status: 403 },
  },
  'listings.update': {
    success: {
      as: 'listingAgent',
      parts: () => {
        const listing = spareListing();
        return {
          params: { id: listing.id },
          body: { ...listingFields(), addressLine1: listing.addressLine1, zipCode: listing.zipCode },
        };
      },
      status: 200,
    },
    error: {
      as: 'listingAgent',
      parts: () => ({ params: { id: inactiveListing().id }, body: listingFields() }),
      status: 403,
    },
  },
  'listings.countByTabs': {
    success: { as: 'buyersAgent', parts: () => ({}), status: 200 },
    error: { as: null, parts: () => ({}), status: 401 },
  },
  'listings.get': {
    success: { as: null, parts: () => ({ params: { id: autoNotifyListing().id } }), status: 200 },
    error: { as: 'listingAgent', parts: () => ({ params: { id: UNKNOWN } }), status: 404 },
  },
  'listings.getBySlug': {
    success: { as: 'buyersAgent', parts: () => ({ params: { slug: autoNotifyListing().slug } }), status: 200 },
    error: { as: 'buyersAgent', parts: () => ({ params: { slug: 'no-such-listing' } }), status: 404 },
  },
  'listings.logs': {
    success: {
      as: 'listingAgent',
      parts: () => ({ params: { listingId: autoNotifyListing().id }, query: { perPage: 9999 } }),
      status: 200,
    },
    error: { as: 'buyer', parts: () => ({ params: { listingId: listingWithoutParty('buyer').id } }), status: 403 },
  },
  'listings.addUser': {
    success: {
      as: 'listingAgent',
      parts: () => ({
        params: { id: autoNotifyListing().id },
        body: [{ email: 'second.owner@example.com', fullName: 'Casey Ellis', role: 'seller' }],
      }),
      status: 200,
    },
    error: {
      as: 'buyersAgent',
      parts: () => ({ params: { id: autoNotifyListing().id }, body: [{ email: 'x@example.com', role: 'seller' }] }),
      status: 403,
    },
  },
  'listings.removeUser': {
    success: {
      as: 'listingAgent',
      parts: () => {
        const listing = listingWithSecondSeller();
        return { params: { listingId: listing.id, userId: otherSellerOf(listing.id).userId } };
      },
      status: 200,
    },
    error: {
      as: 'listingAgent',
      parts: () => ({ params: { listingId: autoNotifyListing().id, userId: id('limitAgent') } }),
      status: 404,
    },
  },
  'listings.locations': {
    success: { as: 'listingAgent', parts: () => ({ query: { zipCode: '97202' } }), status: 200 },
    error: { as: 'listingAgent', parts: () => ({ query: { zipCode: 'abc' } }), status: 400 },
  },
  'listings.sendBuyersEmails': {
    success: {
      as: 'listingAgent',
      parts: () => ({
        params: { listingId: autoNotifyListing().id },
        body: { subject: 'Update', message: 'Best and final by Friday' },
      }),
      status: 200,
    },
    error: {
      as: 'buyersAgent',
      parts: () => ({ params: { listingId: autoNotifyListing().id }, body: { subject: 'Hi', message: 'Hi' } }),
      status: 403,
    },
  },
  'listings.markViewed': {
    success: { as: 'buyersAgent', parts: () => ({ params: { id: autoNotifyListing().id } }), status: 200 },
    error: { as: 'buyersAgent', parts: () => ({ params: { id: UNKNOWN } }), status: 404 },
  },

  'offers.create': {
    success: {
      as: 'buyersAgent',
      parts: () => ({
        body: {
          ...validTerms(),
          listingId: autoNotifyListing().id,
          documents: [new File(['proof'], 'proof.txt', { type: 'text/plain' })],
        },
      }),
      status: 201,
    },
    error: {
      as: 'buyersAgent',
      parts: () => ({ body: { ...validTerms(), listingId: pendingListing().id } }),
      status: 422,
    },
  },
  'offers.get': {
    success: { as: 'buyersAgent', parts: () => ({ params: { offerId: ownOffer().id } }), status: 200 },
    error: { as: 'buyersAgent', parts: () => ({ params: { offerId: rivalOffer().id } }), status: 404 },
  },
  'offers.getDocument': {
    success: {
      as: 'buyersAgent',
      parts: () => ({ params: { offerId: ownOffer().id, documentId: ownDocument().id } }),
      status: 200,
    },
    error: {
      as: 'buyersAgent',
      parts: () => ({ params: { offerId: ownOffer().id, documentId: otherDocument().id } }),
      status: 404,
    },
  },
  'offers.listForListing': {
    success: {
      as: 'listingAgent',
      parts: () => ({ params: { listingId: ownOffer().listingId }, query: { sortBy: 'purchasePrice' } }),
      status: 200,
    },
    error: { as: 'listingAgent', parts: () => ({ params: { listingId: UNKNOWN } }), status: 404 },
  },
  'offers.approve': {
    success: { as: 'listingAgent', parts: () => ({ params: { offerId: ownOffer().id } }), status: 200 },
    error: { as: 'buyersAgent', parts: () => ({ params: { offerId: ownOffer().id } }), status: 403 },
  },
  'offers.edit': {
    success: {
      as: 'buyersAgent',
      parts: () => ({ params: { offerId: ownOffer().id }, body: validTerms({ purchasePrice: 700_000 }) }),
      status: 200,
    },
    error: {
      as: 'listingAgent',
      parts: () => ({ params: { offerId: ownOffer().id }, body: validTerms() }),
      status: 403,
    },
  },
  'offers.counter': {
    success: {
      as: 'listingAgent',
      parts: () => ({ params: { offerId: ownOffer().id }, body: validTerms({ purchasePrice: 720_000 }) }),
      status: 200,
    },
    error: {
      as: 'buyersAgent',
      parts: () => ({ params: { offerId: ownOffer().id }, body: validTerms() }),
      status: 403,
    },
  },
  'offers.versions': {
    success: {
      as: 'buyersAgent',
      parts: () => ({ params: { offerId: ownOffer().id }, query: { perPage: 9999 } }),
      status: 200,
    },
    error: { as: 'buyersAgent', parts: () => ({ params: { offerId: UNKNOWN } }), status: 404 },
  },
  'offers.compareList': {
    success: { as: 'listingAgent', parts: () => ({ params: { listingId: ownOffer().listingId } }), status: 200 },
    error: { as: 'listingAgent', parts: () => ({ params: { listingId: UNKNOWN } }), status: 404 },
  },
  'offers.requestBest': {
    success: {
      as: 'listingAgent',
      parts: () => ({ body: { listingId: ownOffer().listingId, offerIds: [ownOffer().id] } }),
      status: 200,
    },
    error: {
      as: 'listingAgent',
      parts: () => ({ body: { listingId: spareListing().id, offerIds: [ownOffer().id] } }),
      status: 400,
    },
  },
  'offers.keepBest': {
    success: {
      as: 'buyersAgent',
      parts: () => ({ body: { offerToken: offerWithBestRequest().bestOfferRequest!.offerToken } }),
      status: 200,
    },
    error: { as: 'buyersAgent', parts: () => ({ body: { offerToken: 'best-0-unknown' } }), status: 404 },
  },
  'offers.sendToSellers': {
    success: {
      as: 'listingAgent',
      parts: () => ({ params: { offerId: ownOffer().id }, body: { ids: [ownOffer().id] } }),
      status: 200,
    },
    error: {
      as: 'buyersAgent',
      parts: () => ({ params: { offerId: ownOffer().id }, body: { ids: [ownOffer().id] } }),
      status: 403,
    },
  },
  'offers.logs': {
    success: { as: 'listingAgent', parts: () => ({ params: { offerId: ownOffer().id } }), status: 200 },
    error: { as: 'seller', parts: () => ({ params: { offerId: UNKNOWN } }), status: 404 },
  },

  'payments.products': {
    success: { as: 'buyer', parts: () => ({}), status: 200 },
    error: { as: null, parts: () => ({}), status: 401 },
  },
  'payments.createCheckoutSession': {
    success: {
      as: 'unverified',
      parts: () => ({
        body: {
          productId: 'prod_team',
          quantity: 1,
          successUrl: '/settings/subscription?session_id={CHECKOUT_SESSION_ID}',
          cancelUrl: '/settings/subscription',
        },
      }),
      status: 201,
    },
    error: {
      as: 'admin',
      parts: () => ({
        body: {
          productId: 'prod_team',
          quantity: 10,
          successUrl: '/settings/subscription',
          cancelUrl: '/settings/subscription',
        },
      }),
      status: 422,
    },
  },
  'payments.createSetupSession': {
    success: {
      as: 'admin',
      parts: () => ({
        body: { mode: 'setup', successUrl: '/settings/subscription', cancelUrl: '/settings/subscription' },
      }),
      status: 201,
    },
    error: {
      as: 'coListingAgent',
      parts: () => ({
        body: { mode: 'setup', successUrl: '/settings/subscription', cancelUrl: '/settings/subscription' },
      }),
      status: 403,
    },
  },
  'notifications.system': {
    success: { as: null, parts: () => ({}), status: 200 },
    error: { as: null, parts: () => ({}), status: 500, fault: true },
  },
  'notifications.list': {
    success: { as: 'listingAgent', parts: () => ({}), status: 200 },
    error: { as: null, parts: () => ({}), status: 401 },
  },
} satisfies Record<RouteKey, RouteCases>;
