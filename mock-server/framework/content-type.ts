import { HttpError } from '../lib/errors';

/*
 * What a request body may be, by route. A browser sends text/plain,
 * application/x-www-form-urlencoded and multipart/form-data to any site
 * without a CORS preflight (and, with `mode: 'no-cors'`, a POST with no body
 * and no content type at all). JSON routes and controls accept only
 * application/json, so none of those simple requests reaches them; multipart
 * is accepted only where the contract says multipart/form-data.
 */

/** json: an application/json body, even when empty; multipart: multipart/form-data; none: no body expected. */
export type BodyKind = 'json' | 'multipart' | 'none';

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';

/** application/json in any case, with no charset or UTF-8 (`Application/JSON; charset="utf-8"`). */
const isJson = (type: string, header: string): boolean => {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(header)?.[1];
  return type === JSON_TYPE && (charset === undefined || charset.toLowerCase() === 'utf-8');
};

/**
 * The 415 a request of this kind earns with this Content-Type, or null when
 * it is acceptable. GET and HEAD carry no body and are never refused here.
 * A route that takes no body accepts no content type, or application/json
 * (an empty JSON body); anything a simple cross-site request can carry is refused.
 */
export const contentTypeProblem = (kind: BodyKind, method: string, header: string | null): HttpError | null => {
  if (method === 'GET' || method === 'HEAD') return null;
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  const accepted = kind === 'multipart' ? MULTIPART_TYPE : JSON_TYPE;
  const fits =
    kind === 'multipart' ? type === MULTIPART_TYPE : isJson(type, header ?? '') || (kind === 'none' && type === '');
  if (fits) return null;
  const shown = type === '' ? 'none' : type === JSON_TYPE ? header!.trim().toLowerCase().replace(/"/g, '') : type;
  return new HttpError(415, `Unsupported content type "${shown}": this call accepts ${accepted}`);
};
