import { http, type HttpHandler } from 'msw';
import { HttpError } from '../lib/errors';
import { respondError } from '../lib/respond';
import { CONTROL_PREFIX } from './controls/define-control';

const API_PREFIX = '/api/v1';

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
  () =>
    respondError(
      null,
      new HttpError(400, 'Malformed URL', { errors: { url: 'The path has an invalid percent-escape' } }),
    ),
);

/** Last in line: any other /api/v1 or /__mock request is a JSON 404, never a fall-through to the dev server. */
export const notFoundHandlers: HttpHandler[] = [API_PREFIX, CONTROL_PREFIX].map((prefix) =>
  http.all(`*${prefix}/*`, ({ request }) =>
    respondError(null, new HttpError(404, `No route for ${request.method} ${new URL(request.url).pathname}`)),
  ),
);
