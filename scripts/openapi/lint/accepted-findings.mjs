// @ts-check

/*
 * The OWASP API Security findings on docs/openapi.json we accept, each with
 * its reason, read by the Spectral ruleset (.spectral.mjs), which lowers each
 * to a hint, and by tests/openapi/spectral.test.ts, which fails on a finding
 * not accepted here and on an acceptance that matches no finding any more
 * (a limit added since: delete its line). `at` is a JSON pointer into the
 * document; a finding at it or below it is accepted.
 */

/**
 * A JSON pointer into the document (RFC 6901: `/` and `~` escaped in each
 * part), its braces percent-encoded as in a URI fragment: Spectral would
 * read `{id}` as a glob's alternatives.
 */
const pointer = (/** @type {string[]} */ ...parts) =>
  `/${parts
    .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1').replaceAll('{', '%7B').replaceAll('}', '%7D'))
    .join('/')}`;
const operation = (/** @type {string} */ path, /** @type {string} */ method) =>
  pointer('paths', `/api/v1${path}`, method);
const component = (/** @type {string} */ name) => pointer('components', 'schemas', name);
/** The acceptance covers every finding of its rule. */
export const WHOLE_DOCUMENT = '';

/** Schemas only ever answered, never read from a request: the server writes their values. By the rule each breaks: */
const ANSWERS = {
  strings: [
    'AccountUser',
    'Agent',
    'BestOfferRequest',
    'Card',
    'County',
    'ErrorBody',
    'Invitation',
    'Invoice',
    'Listing',
    'Location',
    'LogEntry',
    'Offer',
    'OfferDocument',
    'Person',
    'Product',
    'PropertyImage',
    'PublicListing',
    'SessionUrl',
    'SignupRequired',
    'Subscription',
    'SystemNotification',
    'User',
    'UserNotification',
    'ValidationErrorBody',
  ].map(component),
  integers: [
    'Account',
    'AccountUser',
    'Agent',
    'CommissionTemplate',
    'County',
    'DeleteAccountUserResult',
    'Invitation',
    'Invoice',
    'Listing',
    'ListingCount',
    'LogEntry',
    'Offer',
    'OfferDocument',
    'Page',
    'Person',
    'Product',
    'PropertyImage',
    'PublicListing',
    'Subscription',
    'Team',
    'TitleFeeTemplate',
    'Usage',
    'User',
    'UserNotification',
  ].map(component),
  arrays: ['ErrorBody', 'Listing', 'Offer', 'Page', 'PublicListing', 'TitleFeeTemplate', 'ValidationErrorBody'].map(
    component,
  ),
};

/** The answers of the operations that answer a list. */
const LIST_ANSWERS = [
  ['/account/agents', 'get'],
  ['/account/cards', 'get'],
  ['/account/invoices', 'get'],
  ['/account/users', 'get'],
  ['/account/commission-templates', 'get'],
  ['/account/title-fee-templates', 'get'],
  ['/invitations', 'get'],
  ['/listing', 'get'],
  ['/listing/public', 'get'],
  ['/listing/count-by-tabs', 'get'],
  ['/listing/{listingId}/logs', 'get'],
  ['/location', 'get'],
  ['/listing/{listingId}/offers', 'get'],
  ['/offers/{offerId}/versions', 'get'],
  ['/listing/{listingId}/offers/list', 'get'],
  ['/offers/{offerId}/logs', 'get'],
  ['/payment/products', 'get'],
  ['/notifications.json', 'get'],
].map(([path, method]) => `${operation(path, method)}/responses`);

/** The answers that count what a write did, or name what it created. */
const COUNT_ANSWERS = [
  ['/account/subscription/change-requests', 'post'],
  ['/listing/{listingId}/offers/send-buyers-emails', 'post'],
  ['/offers/request-best', 'post'],
  ['/offers/{offerId}/send-to-sellers', 'post'],
].map(([path, method]) => `${operation(path, method)}/responses`);

/**
 * @typedef {{ rule: string, at: string[], reason: string }} Acceptance
 * @type {Acceptance[]}
 */
export const ACCEPTED = [
  {
    rule: 'owasp:api4:2023-rate-limit',
    at: [WHOLE_DOCUMENT],
    reason:
      'The API limits no request rate, so it sends no RateLimit headers, and the mock could not send them honestly. Its one limit is 5 wrong codes per verification code, a count per code and not a rate: verification.verify declares that 429 with Retry-After.',
  },
  {
    rule: 'owasp:api4:2023-rate-limit-responses-429',
    at: [WHOLE_DOCUMENT],
    reason:
      'Each operation declares only the statuses it answers (contract/statuses.ts); only verification.verify answers 429. A 429 on the others would be a status no server of this API sends.',
  },
  {
    rule: 'owasp:api8:2023-define-cors-origin',
    at: [WHOLE_DOCUMENT],
    reason:
      'CORS belongs to a deployment, not an operation: the app calls its API on its own origin and needs none; the mock answers Access-Control-Allow-Origin only to the origins it allows (docs/mock-server.md, CORS_ORIGINS), and never "*" with credentials.',
  },
  {
    rule: 'owasp:api2:2023-write-restricted',
    at: [
      operation('/auth/login', 'post'),
      operation('/auth/login/google', 'post'),
      operation('/auth/login/token', 'post'),
      operation('/signup/rea', 'post'),
      operation('/auth/forgot-password', 'post'),
      operation('/auth/reset-password', 'post'),
      operation('/invitations/authorize', 'post'),
      operation('/invitations/signup', 'post'),
    ],
    reason:
      'Signing in, signing up and resetting a password come before there is a session: each proves who calls by what it sends (a password, a provider token, a one-time token, an invitation token).',
  },
  {
    rule: 'owasp:api2:2023-read-restricted',
    at: [operation('/notification', 'get')],
    reason: 'The system notification is the banner every visitor sees, the sign-in page included.',
  },
  {
    rule: 'owasp:api8:2023-define-error-responses-401',
    at: [WHOLE_DOCUMENT],
    reason:
      'Only operations that need a session answer 401; public and optional ones never do, so they declare none (contract/statuses.ts; tests/openapi/document.test.ts).',
  },
  {
    rule: 'owasp:api8:2023-define-error-validation',
    at: [WHOLE_DOCUMENT],
    reason:
      'An operation with no input at all (no path parameter, query, header or body) cannot be sent wrong input, so it declares no 400 (contract/statuses.ts).',
  },
  {
    rule: 'owasp:api4:2023-integer-format',
    at: [WHOLE_DOCUMENT],
    reason:
      'Integers are JSON numbers bounded where the API bounds them (minimum, maximum; ids by the Id schema, at most 15 digits): int32 and int64 would state storage sizes this API does not promise. The schema converter (scripts/openapi/schema-converter.ts) writes no format for them.',
  },
  {
    rule: 'owasp:api4:2023-integer-limit',
    at: [
      ...ANSWERS.integers,
      ...COUNT_ANSWERS,
      operation('/listing', 'get'),
      operation('/listing/public', 'get'),
      component('InspectionDays'),
    ],
    reason:
      'Answers (counts, cents, ids the server assigns); and two enumerations, which bound an integer without minimum and maximum: the listing page size (12, 24 or 48) and InspectionDays (1 to 14, 21, 30, 60 or 90).',
  },
  {
    rule: 'owasp:api4:2023-string-restricted',
    at: [WHOLE_DOCUMENT],
    reason:
      'Free text (names, addresses, messages, notes, file names) has no pattern to state; every string the API does constrain has its format, pattern or enumeration.',
  },
  {
    rule: 'owasp:api4:2023-string-limit',
    at: ANSWERS.strings,
    reason: 'Answers: the server wrote these strings, within the limits of the input that stored them.',
  },
  {
    rule: 'owasp:api4:2023-string-limit',
    at: [
      component('DateTime'),
      component('ImageSource'),
      `${operation('/listing', 'post')}/requestBody`,
      `${operation('/listing/{id}', 'patch')}/requestBody`,
      `${operation('/offers', 'post')}/requestBody`,
      `${operation('/offers/{offerId}/edit', 'post')}/requestBody`,
      `${operation('/offers/{offerId}/counteroffer', 'post')}/requestBody`,
    ],
    reason:
      'DateTime is bounded by its format (an ISO 8601 instant). ImageSource is a URL or a data: URL of a photo the user picked, bounded by the photo limit in bytes, not by a count of characters. The multipart bodies flagged are their file parts (format binary), bounded in bytes by the encoding and the request limits (docs/contract.md), which maxLength on a string cannot state.',
  },
  {
    rule: 'owasp:api4:2023-array-limit',
    at: [...ANSWERS.arrays, ...LIST_ANSWERS],
    reason:
      'Answers: a page holds at most perPage items; the unpaged lists are the account’s own records (cards, invoices, users, templates, notifications) or a fixed set (the three dashboard views).',
  },
];
