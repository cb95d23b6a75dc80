import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import type { DataRouter, RouteObject } from 'react-router';
import { expect, vi } from 'vitest';
import { PageHeader } from '@/components/page-header';
import { session } from '@/lib/session/session';
import { tsr } from '@/lib/tsr';
import { currentPath } from '../render';

/** A page whose Load button mounts `children`, so their requests start when the test clicks. */
export function LoadOnClickPage({ title, children }: { title: string; children: ReactNode }) {
  const [isLoading, setIsLoading] = useState(false);
  return (
    <>
      <PageHeader title={title} />
      <button type="button" onClick={() => setIsLoading(true)}>
        Load
      </button>
      {isLoading && children}
    </>
  );
}

function UserQuery({ queryKey, n }: { queryKey: string; n: number }) {
  const { status } = tsr.user.get.useQuery({ queryKey: [queryKey, n] });
  return <p>{`query ${n}: ${status}`}</p>;
}

/**
 * /three: a page that, on Load, fires three user queries under `[queryKey, n]`, which all
 * answer 401 once the session is gone; /auth: where the 401 reaction sends the user.
 */
export const threeQueriesRoutes = (queryKey: string): RouteObject[] => [
  {
    path: 'three',
    Component: () => (
      <LoadOnClickPage title="Three queries">
        {[1, 2, 3].map((n) => (
          <UserQuery key={n} queryKey={queryKey} n={n} />
        ))}
      </LoadOnClickPage>
    ),
  },
  { path: 'auth', Component: () => <PageHeader title="Sign in" /> },
];

/** Waits until the three queries under `queryKey` have all failed. */
export const allThreeFailed = (queryClient: QueryClient, queryKey: string) =>
  waitFor(() => {
    const queries = queryClient.getQueryCache().findAll({ queryKey: [queryKey] });
    expect(queries.map((query) => query.state.status)).toEqual(['error', 'error', 'error']);
  });

/**
 * Watches the one-time 401 reaction from now on; `happenedOnce` then checks it signed out once,
 * remembering /three, and went to /auth once.
 */
export const watchSignOut = (router: DataRouter) => {
  const clearUser = vi.spyOn(session, 'clearUser');
  const navigate = vi.spyOn(router, 'navigate');
  return {
    async happenedOnce() {
      expect(clearUser).toHaveBeenCalledTimes(1);
      expect(clearUser).toHaveBeenCalledWith({ forcedFrom: '/three' });
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/auth', undefined);
      await waitFor(() => expect(currentPath(router)).toBe('/auth'));
      expect(session.getState().returnPath).toBe('/three');
    },
  };
};
