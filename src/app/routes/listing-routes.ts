import { redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { guard } from '../guards';
import { page } from './lazy-page';
import { routePath } from './route-path';

const dashboard = page(() => import('@/features/listings/routes/dashboard-route'), 'DashboardRoute');
const offersTab = page(() => import('@/features/offers/routes/listing-offers-tab-route'), 'ListingOffersTabRoute');
const infoTab = page(() => import('@/features/listings/routes/listing-info-tab-route'), 'ListingInfoTabRoute');

/**
 * The dashboard, the listing form and the offer pages.
 * Children of the signed-in area: its `auth` guard has already run.
 * `:listingId` is the listing's id or its slug.
 */
export const listingRoutes: RouteObject[] = [
  { index: true, lazy: dashboard },
  { path: routePath(paths.listings.all), lazy: dashboard },
  { path: routePath(paths.listings.buying), lazy: dashboard },
  { path: routePath(paths.listings.selling), lazy: dashboard },
  // The loader redirects before anything renders; `element: null` says so to the router.
  { path: routePath(paths.listings.none), loader: () => redirect(paths.listings.all.href()), element: null },
  {
    path: routePath(paths.listings.create),
    loader: guard(['auth', 'inLimit', 'verified']),
    lazy: page(() => import('@/features/listings/routes/listing-form-route'), 'ListingFormRoute'),
  },
  {
    path: routePath(paths.listing.compare),
    lazy: page(() => import('@/features/offers/routes/compare-offers-route'), 'CompareOffersRoute'),
  },
  {
    path: routePath(paths.listing.offer),
    lazy: page(() => import('@/features/offers/routes/offer-route'), 'OfferRoute'),
  },
  {
    path: routePath(paths.listing.offerLogs),
    lazy: page(() => import('@/features/offers/routes/offer-logs-route'), 'OfferLogsRoute'),
  },
  {
    path: routePath(paths.listing.counteroffer),
    lazy: page(() => import('@/features/offers/routes/counteroffer-route'), 'CounterofferRoute'),
  },
  {
    path: routePath(paths.listing.editOffer),
    lazy: page(() => import('@/features/offers/routes/edit-offer-route'), 'EditOfferRoute'),
  },
  {
    path: routePath(paths.listing.offerHistory),
    lazy: page(() => import('@/features/offers/routes/offer-history-route'), 'OfferHistoryRoute'),
  },
];

const signedIn = guard(['auth']);

/**
 * The listing page, outside the signed-in area: anonymous visitors see the
 * listing's agent and brokerage (the page shows no section to them). Every section but the
 * bare address needs a session, so each guards itself.
 */
export const listingPageRoutes: RouteObject[] = [
  {
    path: routePath(paths.listing.root),
    lazy: page(() => import('@/features/listings/routes/listing-route'), 'ListingRoute'),
    children: [
      { index: true, lazy: offersTab },
      { path: routePath(paths.listing.offers, paths.listing.root), loader: signedIn, lazy: offersTab },
      {
        path: routePath(paths.listing.people, paths.listing.root),
        loader: signedIn,
        lazy: page(() => import('@/features/listings/routes/listing-people-tab-route'), 'ListingPeopleTabRoute'),
      },
      { path: routePath(paths.listing.info, paths.listing.root), loader: signedIn, lazy: infoTab },
      { path: routePath(paths.listing.edit, paths.listing.root), loader: signedIn, lazy: infoTab },
      {
        path: routePath(paths.listing.logs, paths.listing.root),
        loader: signedIn,
        lazy: page(() => import('@/features/listings/routes/listing-logs-route'), 'ListingLogsRoute'),
      },
    ],
  },
];
