import { ApiError } from './api-errors';

// application/json, application/problem+json, application/vnd.api+json, ...
const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/i;

const isJsonContentType = (contentType: string | null): boolean =>
  contentType !== null && JSON_CONTENT_TYPE.test(contentType.trim());

// Statuses that never carry a body; reading one would give an empty Blob.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export type ResponseBody = {
  body: unknown;
  /** The text as received, for a JSON body only: what a PARSING_ERROR reports. */
  rawText?: string;
};

/**
 * Reads a response as the API's calls are read ("parsed as JSON when the
 * content type says so"): JSON when the content type says JSON, text for
 * `text/*` (as ts-rest's own fetcher does), and a Blob for anything else
 * (document downloads: application/pdf, application/octet-stream). An empty
 * JSON body is `undefined`, like a body-less status, rather than a parse
 * failure: there is nothing wrong to report.
 *
 * Throws PARSING_ERROR, with the status and the raw text, when the content
 * type promises JSON and the text is not JSON, whatever the status.
 */
export const readResponseBody = async (response: Response): Promise<ResponseBody> => {
  if (NULL_BODY_STATUSES.has(response.status)) return { body: undefined };
  const contentType = response.headers.get('content-type');
  if (isJsonContentType(contentType)) {
    const rawText = await response.text();
    if (rawText.trim() === '') return { body: undefined, rawText };
    try {
      return { body: JSON.parse(rawText) as unknown, rawText };
    } catch (cause) {
      throw new ApiError({ kind: 'PARSING_ERROR', status: response.status, rawText }, { cause });
    }
  }
  if (contentType?.trim().toLowerCase().startsWith('text/')) return { body: await response.text() };
  return { body: await response.blob() };
};
