import type { AppRoute } from '@ts-rest/core';
import type { RouteAuth, RouteMetadata } from '../../contract/metadata';
import { SESSION_COOKIE } from '../../mock-server/framework/session-cookie';

export const SECURITY_SCHEMES = {
  cookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie every login kind sets (Set-Cookie) and logout clears.',
  },
} as const;

type SecurityRequirement = Record<string, string[]>;

/** public: no session; optional: with or without one (it changes the answer); session: required. */
const SECURITY_OF_AUTH: Record<RouteAuth, SecurityRequirement[]> = {
  public: [],
  optional: [{}, { cookie: [] }],
  session: [{ cookie: [] }],
};

/** The operation's security from its metadata.auth; a route without it is treated as the mock treats it, as 'session'. */
export const operationSecurity = (route: AppRoute): SecurityRequirement[] => {
  const auth = (route.metadata as Partial<RouteMetadata> | undefined)?.auth ?? 'session';
  return SECURITY_OF_AUTH[auth];
};
