import { Group, Stack, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';

export const APP_NAME = 'OfferDesk';

/**
 * The top of every page: breadcrumbs, the page's one h1, and optional actions. The
 * heading takes focus after a route change (src/app/shell/use-route-focus.ts), so a
 * screen-reader user hears where they landed; it also names the browser tab.
 *
 *   <PageHeader title="Setting" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Setting' }]} />
 */
export function PageHeader({
  title,
  breadcrumbs = [],
  actions,
}: {
  title: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  actions?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);

  return (
    <Stack gap="xs" mb="lg">
      <Breadcrumbs items={breadcrumbs} />
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {actions}
      </Group>
    </Stack>
  );
}
