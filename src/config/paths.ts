/*
 * Every page's address, in one place. The route table reads `path`, the
 * pattern (relative to its parent's, through src/app/routes/route-path.ts); links, redirects
 * and navigations call `href(...)`, which URL-encodes each parameter. An address is never built by hand elsewhere: the lint forbids '/listings/s/'
 * outside this file (eslint.config.js).
 *
 *   { path: routePath(paths.listing.offer), lazy: ... }
 *   <Link to={paths.listing.offer.href({ listingId: listing.slug, offerId: offer.id })} />
 */

/** The names of a pattern's `:parameters`. */
type ParamName<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamName<`/${Tail}`>
    : Rest
  : never;

export type RouteParams<P extends string> = Record<ParamName<P>, string | number>;

export type AppRoute<P extends string> = {
  /** The pattern, as the route table and matchPath read it. */
  readonly path: P;
  /** The address of one page: every parameter URL-encoded. */
  readonly href: [ParamName<P>] extends [never] ? () => string : (params: RouteParams<P>) => string;
};

const route = <P extends string>(path: P): AppRoute<P> => {
  const href = (params: Partial<Record<string, string | number>> = {}) =>
    path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return { path, href: href as AppRoute<P>['href'] };
};

export const paths = {
  home: route('/'),
  auth: {
    signIn: route('/auth'),
    signUp: route('/auth/signup'),
    signUpAgent: route('/auth/signup/agent'),
    signUpConsumer: route('/auth/signup/consumer'),
    forgotPassword: route('/auth/forgot-password'),
    resetPassword: route('/auth/reset-password'),
    magicLink: route('/auth/magic-link'),
    confirmEmail: route('/auth/confirm-email'),
  },
  /** The dashboard, by view, and the new listing form. */
  listings: {
    all: route('/listings'),
    buying: route('/listings/buying'),
    selling: route('/listings/selling'),
    /** No listing named: redirects to the dashboard. */
    none: route('/listings/s'),
    create: route('/listings/new'),
  },
  /** One listing's page and its offers; `listingId` is the listing's id or its slug. */
  listing: {
    root: route('/listings/s/:listingId'),
    offers: route('/listings/s/:listingId/offers'),
    people: route('/listings/s/:listingId/people'),
    info: route('/listings/s/:listingId/info'),
    edit: route('/listings/s/:listingId/edit'),
    logs: route('/listings/s/:listingId/logs'),
    compare: route('/listings/s/:listingId/offers/compare'),
    offer: route('/listings/s/:listingId/offers/:offerId'),
    offerLogs: route('/listings/s/:listingId/offers/:offerId/logs'),
    counteroffer: route('/listings/s/:listingId/offers/:offerId/counteroffer'),
    editOffer: route('/listings/s/:listingId/offers/:offerId/edit'),
    offerHistory: route('/listings/s/:listingId/offers/:offerId/history'),
  },
  submitOffer: {
    search: route('/submit-offer'),
    listing: route('/submit-offer/:slug'),
  },
  discover: route('/discover'),
  demo: {
    stories: route('/demo'),
    success: route('/demo/success'),
  },
  preview: {
    request: route('/preview'),
    success: route('/preview/success'),
  },
  terms: route('/terms'),
  privacy: route('/privacy'),
  /** The mock payment provider's hosted pages (a payment session's url while the app runs on the mock). */
  mockProvider: {
    setup: route('/mock-provider/setup/:sessionId'),
    checkout: route('/mock-provider/checkout/:sessionId'),
  },
  settings: {
    root: route('/settings'),
    profile: route('/settings/profile'),
    titleFees: route('/settings/title-fees'),
    commissions: route('/settings/commissions'),
    users: route('/settings/users'),
    subscription: route('/settings/subscription'),
    verify: route('/settings/verify'),
  },
  premium: route('/premium'),
} as const;
