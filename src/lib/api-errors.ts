import { VerificationChallengeSchema, type VerificationChallenge } from '@contract/schemas/account-enums';
import { isRecord } from './is-record';

/**
 * The client's error kinds. Every failure of an API call
 * reaches the UI as one of these four, so screens never have to inspect
 * `fetch` exceptions or raw responses.
 */
type ApiErrorDetails =
  /** The request never got an answer (offline, DNS, CORS, connection reset). */
  | { readonly kind: 'FETCH_ERROR' }
  /** No complete answer within the request timeout. */
  | { readonly kind: 'TIMEOUT_ERROR'; readonly timeoutMs: number }
  /** The body could not be parsed; the original status and text are kept for diagnosis. */
  | { readonly kind: 'PARSING_ERROR'; readonly status: number; readonly rawText: string }
  /**
   * A status outside 200-299, or a 2xx whose envelope says `success: false`.
   * `data` is the parsed body. `fallbackMessage` is the route's failure message,
   * set only when the envelope's success flag is false.
   */
  | {
      readonly kind: 'HTTP_ERROR';
      readonly status: number;
      readonly data: unknown;
      readonly fallbackMessage?: string;
    };

export type ApiErrorKind = ApiErrorDetails['kind'];

// The message is for developers (logs, error trackers), never for the UI:
// getErrorMessage picks what a user reads.
const diagnosticMessage = (details: ApiErrorDetails, cause: unknown): string => {
  switch (details.kind) {
    case 'FETCH_ERROR':
      return cause instanceof Error ? cause.message : 'Network request failed';
    case 'TIMEOUT_ERROR':
      return `Request timed out after ${details.timeoutMs} ms`;
    case 'PARSING_ERROR':
      return `Could not parse the response body (status ${details.status})`;
    case 'HTTP_ERROR':
      return `Request failed with status ${details.status}`;
  }
};

class ApiErrorImpl extends Error {
  override readonly name = 'ApiError';

  constructor(details: ApiErrorDetails, options?: { cause?: unknown }) {
    super(diagnosticMessage(details, options?.cause), options);
    Object.assign(this, details);
  }
}

/**
 * A real `Error` subclass whose type is also the union of the four kinds, so
 * `error.kind === 'HTTP_ERROR'` narrows to an error with `status` and `data`.
 */
export type ApiError = ApiErrorImpl & ApiErrorDetails;
export type ApiErrorOf<K extends ApiErrorKind> = ApiErrorImpl & Extract<ApiErrorDetails, { kind: K }>;
// The cast is sound: the constructor copies the details onto the instance.
export const ApiError = ApiErrorImpl as unknown as new (
  details: ApiErrorDetails,
  options?: { cause?: unknown },
) => ApiError;

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiErrorImpl;

export const isApiErrorKind = <K extends ApiErrorKind>(error: unknown, kind: K): error is ApiErrorOf<K> =>
  isApiError(error) && error.kind === kind;

/** True for an HTTP_ERROR with this status, e.g. `isHttpStatus(error, 401)`. */
export const isHttpStatus = (error: unknown, status: number): error is ApiErrorOf<'HTTP_ERROR'> =>
  isApiErrorKind(error, 'HTTP_ERROR') && error.status === status;

/** The HTTP status the server answered with, when there was an answer. */
export const getErrorStatus = (error: unknown): number | undefined =>
  isApiErrorKind(error, 'HTTP_ERROR') || isApiErrorKind(error, 'PARSING_ERROR') ? error.status : undefined;

/** The parsed response body of an HTTP_ERROR as an object, else undefined. */
export const getErrorData = (error: unknown): Record<string, unknown> | undefined =>
  isApiErrorKind(error, 'HTTP_ERROR') && isRecord(error.data) ? error.data : undefined;

/** Field errors (`data.errors`) keyed by field path; entries that are not text are dropped. */
export const getFieldErrors = (error: unknown): Record<string, string> => {
  const errors = getErrorData(error)?.errors;
  if (!isRecord(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/**
 * The verifications a 403 asks for, filtered to the two known kinds and
 * de-duplicated. Empty for anything else.
 */
export const getChallenges = (error: unknown): VerificationChallenge[] => {
  if (!isHttpStatus(error, 403)) return [];
  const challenges = getErrorData(error)?.challenges;
  if (!Array.isArray(challenges)) return [];
  const known = challenges.flatMap((item: unknown) => {
    const parsed = VerificationChallengeSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return [...new Set(known)];
};
