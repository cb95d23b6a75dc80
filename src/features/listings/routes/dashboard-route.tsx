import { Button, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/use-session';
import { DashboardFilterBar } from '../components/dashboard/dashboard-filter-bar';
import { DashboardListings } from '../components/dashboard/dashboard-listings';
import { DashboardViewTabs } from '../components/dashboard/dashboard-view-tabs';
import { NewListingBanner } from '../components/dashboard/new-listing-banner';
import { useDashboardFilters } from '../components/dashboard/use-dashboard-filters';
import { useNewListingBanner } from '../components/dashboard/use-new-listing-banner';
import { viewOfPath } from '../lib/dashboard-params';
import { fromHome } from '@/components/breadcrumb-trails';

/** The dashboard (/, /listings, /listings/buying, /listings/selling). */
export function DashboardRoute() {
  const { pathname } = useLocation();
  const view = viewOfPath(pathname);
  const user = useCurrentUser();
  const { filters, update } = useDashboardFilters();
  const banner = useNewListingBanner();

  return (
    <>
      <PageHeader
        title="Listings"
        breadcrumbs={fromHome({ label: 'Listings' })}
        actions={
          user?.userType === 'rea' && (
            <Button component={Link} to={paths.listings.create.href()}>
              Create listing
            </Button>
          )
        }
      />
      {banner.isShown && <NewListingBanner address={banner.address} onClose={banner.close} />}
      <DashboardViewTabs current={view} />
      <Stack gap="lg">
        <DashboardFilterBar filters={filters} onChange={update} />
        <DashboardListings view={view} filters={filters} onChange={update} />
      </Stack>
    </>
  );
}
