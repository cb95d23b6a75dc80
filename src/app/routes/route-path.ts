import type { AppRoute } from '@/config/paths';

/**
 * A route table entry's `path`: the route's pattern (src/config/paths.ts) relative to its
 * parent's, as react-router nests them; top-level pages are relative to the root.
 *
 *   { path: routePath(paths.listing.people, paths.listing.root) }  // 'people'
 */
export const routePath = (route: AppRoute<string>, parent?: AppRoute<string>): string => {
  const base = parent ? `${parent.path}/` : '/';
  if (!route.path.startsWith(base)) throw new Error(`${route.path} is not under ${base}`);
  return route.path.slice(base.length);
};
