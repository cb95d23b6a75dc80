import { Anchor, Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';

export type BreadcrumbItem = {
  label: string;
  /**
   * Where the crumb links. A last crumb without one is the current page (aria-current); a
   * last crumb with one is a way on, as on the routing-error page (Home, then Listings).
   */
  to?: string;
};

/**
 * A breadcrumb trail: `<nav aria-label="Breadcrumb">` around an ordered list, the
 * current page marked with aria-current (WAI-ARIA breadcrumb pattern).
 * Trails start Home, then Listings.
 *
 *   <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Listings' }]} />
 */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb">
      <Group component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1 && !item.to;
          return (
            <Fragment key={`${item.label}-${index}`}>
              {index > 0 && (
                <Text component="li" aria-hidden c="dimmed" size="sm">
                  /
                </Text>
              )}
              {/* A crumb never breaks inside ('Offer OF-' / '1027'); the trail wraps between crumbs. */}
              <Text component="li" size="sm" style={{ whiteSpace: 'nowrap' }}>
                {item.to ? (
                  <Anchor component={Link} to={item.to} size="sm">
                    {item.label}
                  </Anchor>
                ) : (
                  <Text span size="sm" c="dimmed" aria-current={isCurrent ? 'page' : undefined}>
                    {item.label}
                  </Text>
                )}
              </Text>
            </Fragment>
          );
        })}
      </Group>
    </nav>
  );
}
