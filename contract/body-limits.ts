/*
 * The largest request body the API reads, by the kind of body a route takes:
 * a bigger one is a 413 and the rest of it is never read. A route with no
 * body is held to the JSON limit. Per file, the body schemas' own limits
 * apply on top (a 10 MiB photo, 20 MiB documents).
 */

export const MiB = 1024 * 1024;

export const REQUEST_BODY_LIMITS = {
  /** A JSON body (and a route that takes none): forms are a few kB. */
  json: 1 * MiB,
  /** A multipart request: room for one document of the largest size the contract allows, and the form. */
  multipart: 25 * MiB,
} as const;
