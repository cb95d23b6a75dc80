import type { IncomingMessage } from 'node:http';
import { DEFAULT_UNIVERSE } from '../state/universe-local';

/*
 * Which universe a request is for: the X-Mock-Universe header, else the
 * universe cookie (set only by POST /__mock/universes/<name>/enter), else
 * `default`. A header or cookie that is there names the universe even when
 * empty (then a 400, as any bad name). ?universe= in a URL picks nothing: a
 * link on any site could carry it (decision 0062), so it is refused.
 */

const UNIVERSE_HEADER = 'x-mock-universe';
const UNIVERSE_COOKIE = 'offerdesk_universe';
const UNIVERSE_QUERY = 'universe';

export const UNIVERSE_QUERY_REFUSED =
  '?universe= picks no universe (a link from any site could carry it): send X-Mock-Universe: <name>, or POST /__mock/universes/<name>/enter once for the universe cookie';

/** 1 to 40 characters of a-z, 0-9 and inner hyphens: safe in a header, a cookie, a path and a log line. */
const NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export const isUniverseName = (name: string): boolean => NAME.test(name);

export const invalidUniverseName = (name: string): string =>
  `"${name.slice(0, 60)}" is not a universe name: 1 to 40 characters of a-z, 0-9 and inner hyphens`;

const cookieOf = (incoming: IncomingMessage, name: string): string | undefined => {
  for (const part of (incoming.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
};

/** The name the request gives, as given (the caller checks it); `default` when it gives none. */
export const chosenUniverse = (incoming: IncomingMessage): string => {
  const header = incoming.headers[UNIVERSE_HEADER];
  if (typeof header === 'string') return header.trim();
  return cookieOf(incoming, UNIVERSE_COOKIE) ?? DEFAULT_UNIVERSE;
};

/** The URL tries to pick a universe with ?universe=, which no request may (UNIVERSE_QUERY_REFUSED). */
export const asksUniverseByQuery = (url: URL): boolean => url.searchParams.has(UNIVERSE_QUERY);

/** The universe cookie: HttpOnly, for the whole site, sent on same-site navigations. */
export const universeCookie = (name: string): string => `${UNIVERSE_COOKIE}=${name}; Path=/; SameSite=Lax; HttpOnly`;
