import type { ErrorStatus } from './schemas/envelope';
import type { RouteKey } from './route-keys';

/*
 * What each route refuses beyond what its shape already says (contract/statuses.ts
 * derives the rest: 400 for input, 401 for a session route, 404 for an id in
 * the path, 413 and 415 for a write's body...). One sentence per case, as the
 * mock's handlers and policies decide it; the OpenAPI document prints them
 * under each status, and `npm run test:api-coverage` fails on an answer whose
 * status is declared nowhere.
 */

export type RouteErrors = Partial<Record<ErrorStatus, readonly string[]>>;

const NOT_AN_AGENT_IN_AN_ACCOUNT = 'The user is not an agent in an account';
const NOT_AN_ADMIN = 'The user is not the admin of an account';
const LISTING_NOT_ACTIVE = 'The listing is not active (it takes no offers)';
const LISTING_ID_UNKNOWN = 'The body’s `listingId` names no listing';
const INVITATION_LINK_UNUSABLE = 'The `auth-token` names no invitation, or one already accepted';

const PHOTO_REFUSED = 'The photo’s bytes are not a PNG or a JPEG (`errors.propertyImage`)';
const DOCUMENT_REFUSED =
  'A document is not of an accepted type, or its bytes are not what its type says (`errors.documents.N`)';

const adminRoute: RouteErrors = { 403: [NOT_AN_ADMIN] };
const accountMemberRoute: RouteErrors = { 403: [NOT_AN_AGENT_IN_AN_ACCOUNT] };

export const ROUTE_ERRORS: Partial<Record<RouteKey, RouteErrors>> = {
  'auth.login': { 401: ['The e-mail and password match no user (or the user has no password yet)'] },
  'auth.loginWithGoogle': { 401: ['The access token names no user'] },
  'auth.loginWithToken': { 401: ['The one-time token is invalid or has expired'] },
  'auth.signupAgent': { 400: ['The e-mail address is already registered (`errors.email`)'] },
  'auth.resetPassword': { 400: ['The reset token is invalid or has expired (`errors.token`)'] },

  'account.agents': accountMemberRoute,
  'account.subscription': adminRoute,
  'account.changeSubscription': {
    ...adminRoute,
    422: [
      'The account has no active subscription to change',
      'The plan does not exist',
      'Fewer paid users than the account has users',
    ],
  },
  'account.requestSubscriptionChange': adminRoute,
  'account.cards': adminRoute,
  'account.invoices': adminRoute,
  'account.users': adminRoute,
  'account.updateUser': { ...adminRoute, 422: ['The change would leave the account without an admin'] },
  'account.deleteUser': { ...adminRoute, 422: ['The admin tries to remove themself'] },
  'account.createTeam': { 422: ['The user already belongs to a team'] },
  'account.updateTeam': adminRoute,
  'account.commissionTemplates.list': accountMemberRoute,
  'account.commissionTemplates.create': accountMemberRoute,
  'account.commissionTemplates.update': accountMemberRoute,
  'account.commissionTemplates.remove': accountMemberRoute,
  'account.titleFeeTemplates.list': accountMemberRoute,
  'account.titleFeeTemplates.create': accountMemberRoute,
  'account.titleFeeTemplates.update': accountMemberRoute,
  'account.titleFeeTemplates.remove': accountMemberRoute,

  'user.update': { 400: ['The new e-mail address belongs to another user (`errors.email`)'] },
  'preferences.set': { 400: ['The body’s `key` is not the one in the path (`errors.key`)'] },

  'verification.requestCode': {
    422: ['The channel is already verified', 'A text message is asked for and the user has no phone number'],
  },
  'verification.verify': {
    422: [
      'The code is wrong (`errors.code` says how many tries are left)',
      'No code was sent to the current address, or it was already used',
      'The code has expired',
    ],
    429: [
      'After 5 wrong codes, every try (even the right code) until a new code is requested with `force: true`; `Retry-After` is the lifetime of a code, since waiting alone does not lift the lock',
    ],
  },

  'invitations.create': {
    400: ['A seller or buyers’ agent invitation has no `listingId` (`errors.listingId`)'],
    403: [
      'The user is not an agent',
      'An agent joins the account only by its admin’s invitation',
      'The user may not invite this role to the listing (listing agents invite sellers and listing agents; buyers’ agents invite buyers)',
      'The listing is inactive (read-only)',
    ],
    404: [LISTING_ID_UNKNOWN],
    422: [
      'The user invites themself',
      'The same person was already invited to the same role and listing',
      'An agent’s role for someone who is not an agent, or a listing agent who already belongs to an account',
      'The person already has this role on the listing',
    ],
  },
  'invitations.remove': {
    404: ['The `id` names no invitation this user sent'],
    422: ['The invitation was already accepted'],
  },
  'invitations.authorize': { 401: [INVITATION_LINK_UNUSABLE] },
  'invitations.signup': {
    400: [
      'The terms must be accepted (`errors.isAgreeToTac`)',
      'A phone number is required for this invitee (`errors.phoneNumber`)',
    ],
    401: [INVITATION_LINK_UNUSABLE],
    422: ['The invitee already has a password: they sign in instead'],
  },

  'listings.create': {
    400: [
      'A template, county or person the body names is unknown or not the account’s (`errors` by field)',
      'The slug is taken (`errors.slug`)',
      PHOTO_REFUSED,
    ],
    403: [
      'The user has not verified their e-mail or phone: `challenges` names what to verify first',
      'The account is at its plan’s listing limit',
      NOT_AN_AGENT_IN_AN_ACCOUNT,
    ],
  },
  'listings.update': {
    400: [
      'A template, county or person the body names is unknown or not the account’s (`errors` by field)',
      'The slug is taken (`errors.slug`)',
      PHOTO_REFUSED,
    ],
    403: ['The user is not a listing agent of the listing'],
  },
  'listings.logs': { 403: ['The user is not a party to the listing'] },
  'listings.addUser': {
    400: ['The person cannot take the role (an agent’s role for a consumer, ...): `errors` by field'],
    403: ['The user is not a listing agent of the listing'],
    422: ['The person already has this role on the listing'],
  },
  'listings.removeUser': {
    403: ['The user is not a listing agent of the listing'],
    422: ['The last listing agent cannot be removed'],
  },
  'listings.sendBuyersEmails': {
    400: ['An id in `offerIds` is not an offer on the listing'],
    403: ['The user is not on the seller side of the listing'],
  },

  'offers.create': {
    400: [DOCUMENT_REFUSED, 'The seller-paid commission names no template of the listing'],
    403: ['The user is not an agent', 'The user is on the seller side of the listing'],
    404: [LISTING_ID_UNKNOWN],
    422: [LISTING_NOT_ACTIVE],
  },
  'offers.approve': {
    403: ['The user is not a listing agent of the offer’s listing', 'The listing is inactive (read-only)'],
  },
  'offers.edit': {
    400: [DOCUMENT_REFUSED, '`keepDocumentIds` names a document the offer does not have'],
    403: ['The user is not the offer’s buying agent'],
    422: [LISTING_NOT_ACTIVE],
  },
  'offers.counter': {
    400: [DOCUMENT_REFUSED, '`keepDocumentIds` names a document the offer does not have'],
    403: ['The user is not a listing agent of the offer’s listing'],
    422: [LISTING_NOT_ACTIVE],
  },
  'offers.requestBest': {
    400: ['An id in `offerIds` is not an offer on the listing'],
    403: ['The user is not a listing agent of the listing'],
    404: [LISTING_ID_UNKNOWN],
    422: [LISTING_NOT_ACTIVE],
  },
  'offers.keepBest': {
    403: ['The user is not the offer’s buying agent'],
    404: ['The token names no request for a highest and best offer'],
    422: [LISTING_NOT_ACTIVE],
  },
  'offers.sendToSellers': {
    400: ['An id in `ids` is not an offer on the same listing'],
    403: ['The user is not a listing agent of the offer’s listing', 'The listing is inactive (read-only)'],
  },

  'payments.createCheckoutSession': {
    ...adminRoute,
    400: ['A return URL is neither an http(s) URL nor a path on this site'],
    422: [
      'The account already has an active subscription',
      'The plan does not exist',
      'Fewer paid users than the account has users',
    ],
  },
  'payments.createSetupSession': {
    ...adminRoute,
    400: ['A return URL is neither an http(s) URL nor a path on this site'],
  },
};
