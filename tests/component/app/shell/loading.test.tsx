import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/page-header';
import { renderRoute, waitForRoute } from '../../render';

describe('loading states', () => {
  it('shows a progress bar while the next page loads', async () => {
    let release!: () => void;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const routes: RouteObject[] = [
      { path: 'here', Component: () => <PageHeader title="Here" /> },
      {
        path: 'slow',
        lazy: async () => {
          await pending;
          return { Component: () => <PageHeader title="Slow page" /> };
        },
      },
    ];
    const { router } = await renderRoute('/here', { persona: 'listingAgent', routes });

    await act(async () => {
      void router.navigate('/slow');
    });
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    release();
    await waitForRoute(router);
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Slow page' })).toHaveFocus();
  });
});
