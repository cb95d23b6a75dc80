import type { ComponentType } from 'react';
import { loadQueryLibrary } from '@/lib/lazy-query-client';

/**
 * A route's `lazy`: the screen's module is loaded on the first visit, so every screen is a
 * chunk of its own and the first load stays small. `name` is the component the module
 * exports (checked by TypeScript). The screen draws once TanStack Query has loaded too (the
 * query client exists from then on), since screens read the API through it; `firstScreen`
 * is the exception (docs/decisions/0032).
 *
 *   { path: 'users', loader: guard(['auth', 'accountAdmin']),
 *     lazy: page(() => import('@/features/settings/routes/users-route'), 'UsersRoute') }
 */
export const page =
  <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) =>
  async (): Promise<{ Component: ComponentType }> => {
    const [module] = await Promise.all([load(), loadQueryLibrary()]);
    return { Component: module[name] };
  };

/**
 * A screen that draws before TanStack Query, the API client and the contract have loaded,
 * because a signed-out visitor's first load is this screen (the sign-in screen): it renders
 * no query and sends its mutations through useDeferredMutation (src/lib/use-deferred-mutation.ts),
 * which loads them when the form is sent. scripts/bundle/measure-bundle.ts counts the query
 * library in every other screen's first load, and not in this one's.
 */
export const firstScreen =
  <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) =>
  async (): Promise<{ Component: ComponentType }> => ({ Component: (await load())[name] });
