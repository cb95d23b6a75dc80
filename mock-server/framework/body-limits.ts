import { MiB, REQUEST_BODY_LIMITS } from '@contract/body-limits';
import type { BodyKind } from './content-type';
import { badRequest, HttpError } from '../lib/errors';

/*
 * How much of a request body the mock reads (docs/mock-server/limits-and-security.md, "Limits").
 * A body over its limit is a 413 naming the limit, decided as soon as the
 * limit is passed: the rest is never read (nor buffered).
 */

/** Per request: the API's limits (contract/body-limits.ts), which the controls' JSON bodies share, and the snapshot's. */
export const BODY_LIMITS = {
  ...REQUEST_BODY_LIMITS,
  /** PUT /__mock/snapshot: the large-account scenario's snapshot is about 13 MB. */
  snapshot: 64 * MiB,
} as const;

export const bodyLimitOf = (kind: BodyKind): number =>
  kind === 'multipart' ? BODY_LIMITS.multipart : BODY_LIMITS.json;

export const tooLarge = (limit: number): HttpError =>
  new HttpError(413, `The request body is larger than this call's limit of ${limit} bytes (${limit / MiB} MiB)`);

/**
 * The body's bytes, read chunk by chunk and given up (413) the moment they
 * pass `limit` (the HTTP server refuses a declared Content-Length over it
 * before this runs). The stream is cancelled without waiting: msw may hold a tee
 * of it, whose cancellation settles only when every branch is cancelled.
 */
export const readLimitedBody = async (request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> => {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        void reader.cancel().catch(() => undefined);
        throw tooLarge(limit);
      }
      chunks.push(value);
    }
  } catch (error) {
    // The client went away mid-body: a 400, like any other broken body.
    throw error instanceof HttpError ? error : badRequest({ body: 'The request body could not be read' });
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
};
