import { Anchor, Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';

export type BreadcrumbItem = {
  label: string;
  /** Where the crumb links; the last crumb (the current page) has none. */
  to?: string;
};

/**
 * A breadcrumb trail: `<nav aria-label="Breadcrumb">` around an ordered list, the
 * current page marked with aria-current (WAI-ARIA breadcrumb pattern). Spec section 2:
 * trails start Home, then Listings.
 *
 *   <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Listings' }]} />
 */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb">
      <Group component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              {index > 0 && (
                <Text component="li" aria-hidden c="dimmed" size="sm">
                  /
                </Text>
              )}
              <Text component="li" size="sm">
                {item.to && !isCurrent ? (
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
