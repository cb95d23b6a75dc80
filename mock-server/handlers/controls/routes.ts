import { contractRoutes } from '../../lib/route-ids';
import { defineControl } from './define-control';

/**
 * GET /__mock/routes: every contract route, `{ id, method, path, summary }`: the ids
 * that faults, holds, latency rules and the journal's verify take as `route`.
 */
export const routesControl = defineControl('get', '/routes', undefined, () => ({
  body: {
    routes: [...contractRoutes()].map(([id, route]) => ({
      id,
      method: route.method,
      path: route.path,
      summary: route.summary ?? null,
    })),
  },
}));
