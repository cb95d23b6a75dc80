import { HttpError } from './errors';

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

export const JSON_TYPE = 'application/json';
export const MULTIPART_TYPE = 'multipart/form-data';

type MediaType = { type: string; charset: string | null };

/** `Application/JSON; charset="UTF-8"` as `{ type: 'application/json', charset: 'utf-8' }`; null when absent. */
export const parseMediaType = (header: string | null): MediaType | null => {
  if (header === null || header.trim() === '') return null;
  const [type = '', ...parameters] = header.split(';');
  let charset: string | null = null;
  for (const parameter of parameters) {
    const [name = '', ...value] = parameter.split('=');
    if (name.trim().toLowerCase() === 'charset') charset = value.join('=').trim().replace(/^"(.*)"$/, '$1').toLowerCase();
  }
  return { type: type.trim().toLowerCase(), charset };
};

const unsupported = (shown: string, accepted: string): HttpError =>
  new HttpError(415, `Unsupported content type "${shown}": this call accepts ${accepted}`);

const isJson = (media: MediaType): boolean => media.type === JSON_TYPE && (media.charset === null || media.charset === 'utf-8');

/**
 * The 415 a request of this kind earns with this Content-Type, or null when
 * it is acceptable. GET and HEAD carry no body and are never refused here.
 * A route that takes no body accepts no content type, or application/json
 * (an empty JSON body); anything a simple cross-site request can carry is refused.
 */
export const contentTypeProblem = (kind: BodyKind, method: string, header: string | null): HttpError | null => {
  if (method === 'GET' || method === 'HEAD') return null;
  const media = parseMediaType(header);
  const shown = media === null ? 'none' : media.charset !== null && media.type === JSON_TYPE ? `${media.type}; charset=${media.charset}` : media.type;
  if (kind === 'multipart') return media?.type === MULTIPART_TYPE ? null : unsupported(shown, MULTIPART_TYPE);
  if (kind === 'json') return media !== null && isJson(media) ? null : unsupported(shown, JSON_TYPE);
  return media === null || isJson(media) ? null : unsupported(shown, JSON_TYPE);
};
