import type { HttpHandler } from 'msw';
import { http } from '../framework/http';
import { db } from '../db/database';
import { clock } from '../state/clock';
import { HttpError } from '../lib/errors';
import { journalRefusal } from '../state/journal';
import { respondError } from '../framework/respond';
import { sessionTokenOf } from '../framework/session-cookie';
import { findSession } from '../state/sessions';
import { CONTROL_PREFIX } from './controls/define-control';

const API_PREFIX = '/api/v1';

/**
 * Journals an /api/v1 request no contract route took (state/journal.ts), with the
 * answer given; controls are never journaled.
 */
export const journalUnrouted = (
  request: Request,
  cookies: Readonly<Record<string, string>>,
  answer: Response,
  detail: string,
): Response => {
  if (new URL(request.url).pathname.startsWith(`${API_PREFIX}/`)) {
    const persona = findSession(db, clock, sessionTokenOf(request, cookies))?.user.email ?? null;
    journalRefusal(request, clock.now(), { route: null, persona, status: answer.status, detail });
  }
  return answer;
};

const isMockPath = (pathname: string): boolean =>
  pathname.startsWith(`${API_PREFIX}/`) || pathname.startsWith(`${CONTROL_PREFIX}/`);

const hasMalformedEscape = (pathname: string): boolean => {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
};

/**
 * First in line: a path with a broken percent-escape (`/listing/%E0%A4%A`)
 * makes msw's own matcher throw, and msw then answers 500 with a stack trace.
 * A custom predicate never reaches that matcher, so this answers 400 first.
 */
export const malformedUrlGuard: HttpHandler = http.all(
  ({ request }) => {
    const { pathname } = new URL(request.url);
    return isMockPath(pathname) && hasMalformedEscape(pathname);
  },
  ({ request, cookies }) =>
    journalUnrouted(
      request,
      cookies,
      respondError(
        null,
        new HttpError(400, 'Malformed URL', { errors: { url: 'The path has an invalid percent-escape' } }),
      ),
      'the path has an invalid percent-escape',
    ),
);

/** Last in line: any other /api/v1 or /__mock request is a JSON 404, never a fall-through to the dev server. */
export const notFoundHandlers: HttpHandler[] = [API_PREFIX, CONTROL_PREFIX].map((prefix) =>
  http.all(`*${prefix}/*`, ({ request, cookies }) => {
    const message = `No route for ${request.method} ${new URL(request.url).pathname}`;
    return journalUnrouted(
      request,
      cookies,
      respondError(null, new HttpError(404, message)),
      'no contract route has this path',
    );
  }),
);
