import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { page } from './lazy-page';
import { routePath } from './route-path';

const offerSearch = page(
  () => import('@/features/listings/routes/submit-offer-search-route'),
  'SubmitOfferSearchRoute',
);
const mockProvider = page(() => import('@/features/mock-provider/routes/mock-provider-route'), 'MockProviderRoute');

/**
 * Pages anyone may open, signed in or not (a visitor under /submit-offer is
 * not forced to sign in; /discover, /demo and /preview likewise), and the legal pages the
 * footer links.
 */
export const publicRoutes: RouteObject[] = [
  { path: routePath(paths.submitOffer.search), lazy: offerSearch },
  { path: routePath(paths.discover), lazy: offerSearch },
  {
    path: routePath(paths.submitOffer.listing),
    lazy: page(() => import('@/features/offers/routes/submit-offer-route'), 'SubmitOfferRoute'),
  },
  { path: routePath(paths.demo.stories), lazy: page(() => import('@/features/demo/routes/demo-route'), 'DemoRoute') },
  {
    path: routePath(paths.demo.success),
    lazy: page(() => import('@/features/demo/routes/demo-success-route'), 'DemoSuccessRoute'),
  },
  {
    path: routePath(paths.preview.request),
    lazy: page(() => import('@/features/demo/routes/preview-route'), 'PreviewRoute'),
  },
  {
    path: routePath(paths.preview.success),
    lazy: page(() => import('@/features/demo/routes/preview-success-route'), 'PreviewSuccessRoute'),
  },
  { path: routePath(paths.terms), lazy: page(() => import('@/features/legal/routes/terms-route'), 'TermsRoute') },
  { path: routePath(paths.privacy), lazy: page(() => import('@/features/legal/routes/privacy-route'), 'PrivacyRoute') },
  // The mock payment provider's hosted pages (payment sessions' urls while the app runs on the mock).
  { path: routePath(paths.mockProvider.setup), lazy: mockProvider },
  { path: routePath(paths.mockProvider.checkout), lazy: mockProvider },
];
