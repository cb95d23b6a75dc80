import type { IncomingMessage } from 'node:http';
import { db } from '../db/database';
import { clock } from '../state/clock';
import { journalRefusal } from '../state/journal';
import { routeIdOf } from '../lib/route-ids';
import type { RouteEntry } from '../framework/route-table';
import { sessionTokenOf } from '../framework/session-cookie';
import { findSession } from '../state/sessions';
import type { UniverseRegistry } from '../universes/registry';
import { inChosenUniverse } from '../universes/routing';

/**
 * The HTTP server refuses some /api/v1 requests before they reach a route's pipeline
 * (a foreign origin, a content type or a body size the route never takes), where the
 * in-process mocks refuse the last two in the pipeline. Either way the request's
 * universe journals it (state/journal.ts), so the journal reads the same in every runtime.
 */
export const journalHttpRefusal = async (
  universes: UniverseRegistry,
  incoming: IncomingMessage,
  refusal: { origin: string; entry: RouteEntry | undefined; status: number; detail: string },
): Promise<void> => {
  const url = new URL(incoming.url ?? '/', refusal.origin);
  if (!url.pathname.startsWith('/api/v1/')) return;
  const line = { method: incoming.method ?? 'GET', url: url.href };
  const cookies = new Request(url, { headers: { cookie: incoming.headers.cookie ?? '' } });
  await inChosenUniverse(universes, incoming, url, async () => {
    const persona = findSession(db, clock, sessionTokenOf(cookies))?.user.email ?? null;
    const route = refusal.entry ? routeIdOf(refusal.entry.method, refusal.entry.path) : null;
    journalRefusal(line, clock.now(), { route, persona, status: refusal.status, detail: refusal.detail });
  });
};
