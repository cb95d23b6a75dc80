import type { RouteObject } from 'react-router';
import { page } from './lazy-page';

const offerSearch = page(() => import('@/features/listings/routes/submit-offer-search-route'), 'SubmitOfferSearchRoute');
const mockProvider = page(() => import('@/features/mock-provider/routes/mock-provider-route'), 'MockProviderRoute');

/**
 * Pages anyone may open, signed in or not (spec section 2: a visitor under /submit-offer is
 * not forced to sign in; /discover, /demo and /preview likewise), and the legal pages the
 * footer links.
 */
export const publicRoutes: RouteObject[] = [
  { path: 'submit-offer', lazy: offerSearch },
  { path: 'discover', lazy: offerSearch },
  {
    path: 'submit-offer/:slug',
    lazy: page(() => import('@/features/offers/routes/submit-offer-route'), 'SubmitOfferRoute'),
  },
  { path: 'demo', lazy: page(() => import('@/features/demo/routes/demo-route'), 'DemoRoute') },
  { path: 'demo/success', lazy: page(() => import('@/features/demo/routes/demo-success-route'), 'DemoSuccessRoute') },
  { path: 'preview', lazy: page(() => import('@/features/demo/routes/preview-route'), 'PreviewRoute') },
  {
    path: 'preview/success',
    lazy: page(() => import('@/features/demo/routes/preview-success-route'), 'PreviewSuccessRoute'),
  },
  { path: 'terms', lazy: page(() => import('@/features/legal/routes/terms-route'), 'TermsRoute') },
  { path: 'privacy', lazy: page(() => import('@/features/legal/routes/privacy-route'), 'PrivacyRoute') },
  // The mock payment provider's hosted pages (payment sessions' urls while the app runs on the mock).
  { path: 'mock-provider/setup/:sessionId', lazy: mockProvider },
  { path: 'mock-provider/checkout/:sessionId', lazy: mockProvider },
];
