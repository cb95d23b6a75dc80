import { getErrorData, isApiError, isHttpStatus } from './api-errors';
import { isRecord } from './is-record';

const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
const ACCESS_DENIED_TITLE = 'Access denied';
const ACCESS_DENIED_MESSAGE = 'You are not authorized to perform this action';

/** Only non-blank text counts as a message; anything else moves on to the next source. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The error's own `message`, for errors the app itself threw with a sentence
 * meant for the user (e.g. the missing-phone-number message).
 *
 * Never for an ApiError: its message is a developer diagnostic. In particular a
 * FETCH_ERROR's message is the browser's own wording of a network failure
 * ("Failed to fetch", "Load failed", "NetworkError when attempting to fetch
 * resource.": it differs per browser and explains nothing to a user), and a
 * TIMEOUT_ERROR's is "Request timed out after N ms". Both therefore resolve to
 * the caller's fallback or the generic sentence, which the spec does provide.
 */
const ownMessage = (error: unknown): string | undefined =>
  !isApiError(error) && isRecord(error) ? text(error.message) : undefined;

/**
 * What the user reads for a failed call: "the response data
 * msg, then data message, then message, then error, else the generic sentence",
 * made precise:
 *
 *   1. `data.msg`              (data = the parsed body of an HTTP_ERROR)
 *   2. `data.message`
 *   3. the error's own `message`, only for errors that are not ApiError (see ownMessage)
 *   4. `data.error`
 *   5. a 403: 'You are not authorized to perform this action'
 *   6. the route's failure message, stored on the error only when the envelope
 *      said `success: false` (spec: "fallback messages when the success flag is false")
 *   7. the `fallback` argument
 *   8. 'Something went wrong. Please try again later.'
 *
 * The route's message (6) beats the caller's (7) because it is the spec's text
 * for exactly this call; the caller's is a general default. The 403 sentence (5)
 * beats both because it says more than "Failed to ...". A PARSING_ERROR's raw
 * text is never shown: it is whatever the server sent, often an HTML page.
 */
export const getErrorMessage = (error: unknown, fallback?: string): string => {
  const data = getErrorData(error);
  const storedFallback = isApiError(error) && error.kind === 'HTTP_ERROR' ? error.fallbackMessage : undefined;
  return (
    text(data?.msg) ??
    text(data?.message) ??
    ownMessage(error) ??
    text(data?.error) ??
    (isHttpStatus(error, 403) ? ACCESS_DENIED_MESSAGE : undefined) ??
    text(storedFallback) ??
    text(fallback) ??
    GENERIC_ERROR_MESSAGE
  );
};

/** A title for the alert; only a 403 has one in the spec. */
export const getErrorTitle = (error: unknown): string | undefined =>
  isHttpStatus(error, 403) ? ACCESS_DENIED_TITLE : undefined;

export type ErrorDescription = { title?: string; message: string };

/** Title and message, as a danger alert or a notification shows them. */
export const describeError = (error: unknown, fallback?: string): ErrorDescription => {
  const title = getErrorTitle(error);
  const message = getErrorMessage(error, fallback);
  return title === undefined ? { message } : { title, message };
};
