import type { IncomingMessage } from 'node:http';
import { DEFAULT_UNIVERSE } from '../lib/universe-local';

/*
 * Which universe a request is for: the X-Mock-Universe header, else the
 * universe cookie (set by POST /__mock/universes/<name>/enter, or by the
 * first page load with ?universe=<name>), else ?universe=<name> in its URL,
 * else `default`.
 */

const UNIVERSE_HEADER = 'x-mock-universe';
const UNIVERSE_COOKIE = 'offerdesk_universe';
const UNIVERSE_QUERY = 'universe';

/** 1 to 40 characters of a-z, 0-9 and inner hyphens: safe in a header, a cookie, a path and a log line. */
const NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export const isUniverseName = (name: string): boolean => NAME.test(name);

export const invalidUniverseName = (name: string): string =>
  `"${name.slice(0, 60)}" is not a universe name: 1 to 40 characters of a-z, 0-9 and inner hyphens`;

export type UniverseChoice = { name: string; source: 'header' | 'cookie' | 'query' | 'default' };

const cookieOf = (incoming: IncomingMessage, name: string): string | undefined => {
  for (const part of (incoming.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
};

export const chosenUniverse = (incoming: IncomingMessage, url: URL): UniverseChoice => {
  const header = incoming.headers[UNIVERSE_HEADER];
  if (typeof header === 'string' && header.trim() !== '') return { name: header.trim(), source: 'header' };
  const cookie = cookieOf(incoming, UNIVERSE_COOKIE);
  if (cookie) return { name: cookie, source: 'cookie' };
  const query = url.searchParams.get(UNIVERSE_QUERY);
  if (query) return { name: query, source: 'query' };
  return { name: DEFAULT_UNIVERSE, source: 'default' };
};

/** The universe cookie: HttpOnly, for the whole site, sent on same-site navigations. */
export const universeCookie = (name: string): string => `${UNIVERSE_COOKIE}=${name}; Path=/; SameSite=Lax; HttpOnly`;
