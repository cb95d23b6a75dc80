import type { AppRoute } from '@ts-rest/core';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { digestText } from '../lib/digest';
import { jsonTextOf } from './json-response';

/*
 * Conditional requests (docs/mock-server/limits-and-security.md, "ETags and idempotency"). The
 * ETag of a single-resource GET is a fingerprint of the exact JSON the caller
 * receives: two viewers who see a listing differently get different tags, and
 * any change to what a viewer sees (an edit, a new offer in its count) gives
 * a new one, so a 304 never serves a stale body. If-Match on a write compares
 * with the tag of what that caller would GET now (RFC 9110's strong
 * comparison): 412 when it moved on.
 */

/** Routes whose GET answers If-None-Match: those declaring a 304 in the contract. */
export const answersNotModified = (route: AppRoute): boolean => route.method === 'GET' && 304 in route.responses;

const etagOfText = (json: string): string => `"${digestText(json)}"`;

/** The ETag of the 2xx JSON body a route would send for `body` (parsed by the route's schema, as framework/respond.ts does). */
export const etagOfSuccess = (route: AppRoute, status: number, body: unknown): string | null => {
  const schema = (route.responses as Record<number, unknown>)[status];
  if (!(schema instanceof z.ZodType)) return null;
  const parsed = schema.safeParse({ success: true, body });
  return parsed.success ? etagOfText(JSON.stringify(parsed.data)) : null;
};

/** Whether a list of tags names this one: `*`, or an equal tag; `weak`: W/ tags count too (If-None-Match), else not (If-Match). */
const names = (header: string, etag: string, weak: boolean): boolean =>
  header.split(',').some((tag) => ['*', etag].includes(weak ? tag.trim().replace(/^W\//, '') : tag.trim()));

/** If-None-Match (weak comparison): `*`, or any listed tag, W/ or not, equal to the current one. */
const noneMatchHits = (header: string | null, etag: string): boolean => header !== null && names(header, etag, true);

/** If-Match (strong comparison): absent holds; else `*` or one listed tag equal to the current one exactly (none holds for a resource without a tag). */
export const matchHolds = (header: string | null, etag: string | null): boolean =>
  header === null || (etag !== null && names(header, etag, false));

/** Tags a GET's 200 and answers 304 (no body, the same headers) when If-None-Match names that tag. */
export const withEtag = async (request: Request, response: Response): Promise<Response> => {
  if (response.status !== 200) return response;
  const etag = etagOfText(jsonTextOf(response) ?? (await response.clone().text()));
  response.headers.set('etag', etag);
  // Private: the body depends on who asks; no-cache: reuse only after asking again (a 304 is cheap).
  response.headers.set('cache-control', 'private, no-cache');
  return noneMatchHits(request.headers.get('if-none-match'), etag)
    ? new HttpResponse(null, { status: 304, headers: response.headers })
    : response;
};
