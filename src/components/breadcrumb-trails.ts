import { paths } from '@/config/paths';
import type { BreadcrumbItem } from './breadcrumbs';

/** Every trail starts at Home: Home's crumb, then the given ones. */
export const fromHome = (...items: BreadcrumbItem[]): BreadcrumbItem[] => [
  { label: 'Home', to: paths.home.href() },
  ...items,
];

/** The trail of a screen under the listings: Home, Listings, then the given crumbs. */
export const fromListings = (...items: BreadcrumbItem[]): BreadcrumbItem[] =>
  fromHome({ label: 'Listings', to: paths.listings.all.href() }, ...items);
