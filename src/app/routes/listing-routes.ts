import { redirect, type RouteObject } from 'react-router';
import { guard } from '../guards';
import { page } from './lazy-page';

const dashboard = page(() => import('@/features/listings/routes/dashboard-route'), 'DashboardRoute');
const offersTab = page(() => import('@/features/offers/routes/listing-offers-tab-route'), 'ListingOffersTabRoute');
const infoTab = page(() => import('@/features/listings/routes/listing-info-tab-route'), 'ListingInfoTabRoute');

/**
 * The dashboard, the listing form and the offer pages
 * (spec section 2). Children of the signed-in area: its `auth` guard has already run.
 * `:listingId` is the listing's id or its slug.
 */
export const listingRoutes: RouteObject[] = [
  { index: true, lazy: dashboard },
  { path: 'listings', lazy: dashboard },
  { path: 'listings/buying', lazy: dashboard },
  { path: 'listings/selling', lazy: dashboard },
  // The loader redirects before anything renders; `element: null` says so to the router.
  { path: 'listings/s', loader: () => redirect('/listings'), element: null },
  {
    path: 'listings/new',
    loader: guard(['auth', 'inLimit', 'verified']),
    lazy: page(() => import('@/features/listings/routes/listing-form-route'), 'ListingFormRoute'),
  },
  {
    path: 'listings/s/:listingId/offers/compare',
    lazy: page(() => import('@/features/offers/routes/compare-offers-route'), 'CompareOffersRoute'),
  },
  {
    path: 'listings/s/:listingId/offers/:offerId',
    lazy: page(() => import('@/features/offers/routes/offer-route'), 'OfferRoute'),
  },
  {
    path: 'listings/s/:listingId/offers/:offerId/logs',
    lazy: page(() => import('@/features/offers/routes/offer-logs-route'), 'OfferLogsRoute'),
  },
  {
    path: 'listings/s/:listingId/offers/:offerId/counteroffer',
    lazy: page(() => import('@/features/offers/routes/counteroffer-route'), 'CounterofferRoute'),
  },
  {
    path: 'listings/s/:listingId/offers/:offerId/edit',
    lazy: page(() => import('@/features/offers/routes/edit-offer-route'), 'EditOfferRoute'),
  },
  {
    path: 'listings/s/:listingId/offers/:offerId/history',
    lazy: page(() => import('@/features/offers/routes/offer-history-route'), 'OfferHistoryRoute'),
  },
];

const signedIn = guard(['auth']);

/**
 * The listing page (spec section 2), outside the signed-in area: anonymous visitors see the
 * listing's agent and brokerage (the page shows no section to them). Every section but the
 * bare address needs a session, so each guards itself.
 */
export const listingPageRoutes: RouteObject[] = [
  {
    path: 'listings/s/:listingId',
    lazy: page(() => import('@/features/listings/routes/listing-route'), 'ListingRoute'),
    children: [
      { index: true, lazy: offersTab },
      { path: 'offers', loader: signedIn, lazy: offersTab },
      {
        path: 'people',
        loader: signedIn,
        lazy: page(() => import('@/features/listings/routes/listing-people-tab-route'), 'ListingPeopleTabRoute'),
      },
      { path: 'info', loader: signedIn, lazy: infoTab },
      { path: 'edit', loader: signedIn, lazy: infoTab },
      {
        path: 'logs',
        loader: signedIn,
        lazy: page(() => import('@/features/listings/routes/listing-logs-route'), 'ListingLogsRoute'),
      },
    ],
  },
];
