import type { VerificationChallenge } from '@contract/schemas/enums';

export type HttpErrorDetails = {
  /** Field errors keyed by dotted path (a 400 always has them). */
  errors?: Record<string, string>;
  /** On a 403: the verifications to complete first. */
  challenges?: VerificationChallenge[];
  /**
   * Extra top-level fields of the error body, for the routes that declare
   * them (invitations.authorize's 409 carries email, hasPhoneNumber and
   * termsRequired). The route's schema for the status checks them.
   */
  extra?: Record<string, unknown>;
  /** On a 429: the seconds a client should wait, sent as Retry-After (every 429 carries one). */
  retryAfterSeconds?: number;
};

/**
 * What a resolver throws to answer with an error. The pipeline turns it into
 * `{ success: false, message, errors?, challenges?, ...extra }` and checks it
 * against the route's schema for that status, like every other body.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly details: HttpErrorDetails = {},
  ) {
    super(message);
  }
}

const VALIDATION_FAILED = 'Validation failed';

// The common cases, so that handlers say what they mean and the messages stay consistent.

export const badRequest = (errors: Record<string, string>, message: string = VALIDATION_FAILED) =>
  new HttpError(400, message, { errors });

/** A 400 for one field, e.g. fieldError('email', 'This e-mail address is already registered'). */
export const fieldError = (field: string, message: string) => badRequest({ [field]: message });

export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);

export const forbidden = (
  message = 'You are not authorized to perform this action',
  challenges?: VerificationChallenge[],
) => new HttpError(403, message, challenges ? { challenges } : {});

export const notFound = (message = 'Not found') => new HttpError(404, message);

export const unprocessable = (message: string) => new HttpError(422, message);

/** A 429 says when to try again: Retry-After, in seconds (RFC 9110). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { retryAfterSeconds });

/** `orNotFound(db.listings.findById(id), 'Listing not found')` */
export const orNotFound = <T>(value: T | null | undefined, message = 'Not found'): T => {
  if (value === null || value === undefined) throw notFound(message);
  return value;
};
