import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from '@/components/page-header';
import { renderRoute, waitForRoute } from '../../render';

function BrokenPage(): never {
  throw new Error('a bug in a page');
}

const routes: RouteObject[] = [
  { path: 'fine', Component: () => <PageHeader title="Fine page" /> },
  { path: 'render-error', Component: BrokenPage },
  {
    path: 'loader-error',
    loader: () => {
      throw new Error('a loader failed');
    },
    Component: () => <PageHeader title="Never shown" />,
  },
];

// React and the router report the thrown errors to the console; the user sees none of it.
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('error screens (spec section 2)', () => {
  it("shows 'Unexpected Application Error!' on a routing error, inside the frame", async () => {
    quietConsole();
    await renderRoute('/loader-error', { persona: 'listingAgent', routes });
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.queryByText('a loader failed')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'Listings']);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it("shows 'Something wrong here...' with Refresh when a page throws, and clears it on the next page", async () => {
    quietConsole();
    const { router } = await renderRoute('/render-error', { persona: 'listingAgent', routes });
    expect(screen.getByRole('heading', { name: 'Something wrong here...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByText('a bug in a page')).not.toBeInTheDocument();

    await act(() => router.navigate('/fine'));
    await waitForRoute(router);
    expect(screen.queryByRole('heading', { name: 'Something wrong here...' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
  });
});
