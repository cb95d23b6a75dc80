import { ApiError } from './api-errors';

// Apart from src/lib/tsr.ts (which re-exports it) so that a screen drawn before the API client
// loads (sign-in, docs/decisions/0032) can read an answer without importing the client.

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessOf<R> = Extract<R, { status: SuccessStatus }>;
type EnvelopeBodyOf<R> = SuccessOf<R> extends { body: { body: infer T } } ? T : never;

/**
 * The inner body of a direct call's answer (`await tsr.x.query()` or `.mutate()`, outside
 * a hook). The fetcher already throws an ApiError for every failure; the status check only
 * narrows the type, and guards against a fetcher that would not throw.
 *
 *   const user = successBody(await tsr.user.get.query());
 */
export const successBody = <R extends { status: number; body: unknown }>(response: R): EnvelopeBodyOf<R> => {
  if (response.status < 200 || response.status > 299) {
    throw new ApiError({ kind: 'HTTP_ERROR', status: response.status, data: response.body });
  }
  return (response.body as { body: EnvelopeBodyOf<R> }).body;
};
