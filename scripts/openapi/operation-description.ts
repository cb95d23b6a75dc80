import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import type { RouteAuth, RouteMetadata } from '../../contract/metadata';
import { isMultipart } from './operation-parts';

/*
 * An operation's description: who may call it and the request-level rules a
 * client must know before reading the parameters (sessions, conditional
 * requests, retries, the multipart encoding), each from the route itself.
 */

const WHO: Record<RouteAuth, string> = {
  public: 'Anyone may call it, signed in or not.',
  optional: 'Anyone may call it; with a session the answer is what that user may see.',
  session: 'Needs a session (the `offerdesk_session` cookie); without one it answers 401.',
};

const takesHeader = (route: AppRoute, name: string): boolean =>
  route.headers instanceof z.ZodObject && name in route.headers.shape;

export const operationDescription = (route: AppRoute): string => {
  const metadata = route.metadata as Partial<RouteMetadata> | undefined;
  return [
    WHO[metadata?.auth ?? 'session'],
    metadata?.session === 'starts' && 'A success starts a session: its Set-Cookie replaces any earlier one.',
    metadata?.session === 'ends' && 'It ends the session, if any, and clears the cookie.',
    takesHeader(route, 'if-none-match') &&
      'Conditional: send the ETag of an earlier 200 in If-None-Match, and while it is still current the answer is a 304 with no body.',
    takesHeader(route, 'if-match') &&
      'Guarded: send the ETag of the resource’s GET in If-Match, and if the resource changed since, the answer is a 412 and nothing changes.',
    takesHeader(route, 'idempotency-key') &&
      'Safe to retry: with the same Idempotency-Key and body, a retry replays the first success (Idempotent-Replayed: true) and creates nothing.',
    isMultipart(route) &&
      'The body is multipart/form-data whose parts hold JSON (a string in quotes); files are plain file parts.',
  ]
    .filter((line): line is string => typeof line === 'string')
    .join(' ');
};
