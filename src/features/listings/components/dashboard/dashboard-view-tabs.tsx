import { Badge, Button, Group } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { ListingView } from '@contract/schemas/enums';
import { paths } from '@/config/paths';
import { useListingCounts } from '../../api/listings-queries';

const VIEWS: { view: ListingView; label: string; path: string }[] = [
  { view: 'all', label: 'All listings', path: paths.listings.all.href() },
  { view: 'buying', label: 'Buying', path: paths.listings.buying.href() },
  { view: 'selling', label: 'Selling', path: paths.listings.selling.href() },
];

/**
 * The three views with their counts (GET listing/count-by-tabs). They are links: each view
 * has its own address. The filters and the sort come along.
 */
export function DashboardViewTabs({ current }: { current: ListingView }) {
  const counts = useListingCounts();
  const [params] = useSearchParams();
  const carried = new URLSearchParams(params);
  // The page starts again; the created banner belongs to the page it was shown on.
  for (const key of ['page', 'action', 'address']) carried.delete(key);
  const query = carried.toString();

  return (
    <Group component="nav" aria-label="Listing views" gap="xs" mb="md">
      {VIEWS.map(({ view, label, path }) => {
        const isCurrent = view === current;
        return (
          <Button
            key={view}
            component={Link}
            to={query ? `${path}?${query}` : path}
            variant={isCurrent ? 'filled' : 'default'}
            aria-current={isCurrent ? 'page' : undefined}
            rightSection={
              counts.data && (
                <Badge size="sm" variant={isCurrent ? 'white' : 'light'}>
                  {counts.data[view]}
                </Badge>
              )
            }
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
