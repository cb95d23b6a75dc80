import type { ComponentType } from 'react';

/**
 * A route's `lazy`: the screen's module is loaded on the first visit, so every screen is a
 * chunk of its own and the first load stays small. `name` is the component the module
 * exports (checked by TypeScript).
 *
 *   { path: 'users', loader: guard(['auth', 'accountAdmin']),
 *     lazy: page(() => import('@/features/settings/routes/users-route'), 'UsersRoute') }
 */
export const page =
  <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) =>
  async (): Promise<{ Component: ComponentType }> => ({ Component: (await load())[name] });
