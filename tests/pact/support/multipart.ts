import { encodeMultipart } from '@contract/multipart';
import { MatchersV3 } from '@pact-foundation/pact';
import type { PactV4 } from '@pact-foundation/pact';
import { serializeMultipart } from '../../../scripts/pact/multipart';

/*
 * Multipart requests (listing create and update; offer create, edit and
 * counter). PactV4 JS has no builder for a multipart body of several text
 * fields and files (`multipartBody` sends one file from disk), so the pact
 * holds the raw body, `builder.body(contentType, bytes)`, which Pact parses
 * part by part on both sides:
 *
 * - the body is the client's own encoding (`encodeMultipart` of
 *   contract/multipart.ts: values JSON-encoded, files as file parts), written
 *   with a FIXED boundary so that the pact file does not change between runs;
 * - the Content-Type header is a regex (`multipart/form-data; boundary=...`):
 *   the client's fetch picks its own boundary;
 * - every part has a matching rule (`$.<field name>`): a regex that says how
 *   the value is encoded (`"text"` quoted, numbers bare, `null`, JSON arrays),
 *   or `contentType` for a file part, checked on the bytes. Every part must
 *   have one: without it Pact applies the body's own content type to the part
 *   and fails.
 *
 * Pact injects no provider-state value into a multipart body: a multipart
 * request carries its id in the path, or a fixed id that its provider state
 * makes exist (docs/verifying-the-real-api.md, decision 0043).
 */

/** The request builder of `withRequest(method, path, (builder) => ...)`. */
type RequestBuilder = Parameters<NonNullable<Parameters<ReturnType<PactV4['addInteraction']>['withRequest']>[2]>>[0];

type Matcher = ReturnType<typeof MatchersV3.regex> | ReturnType<typeof MatchersV3.contentType>;

const defaultRule = (value: unknown): Matcher => {
  if (value instanceof Blob) return MatchersV3.contentType(value.type || 'application/octet-stream');
  const json = JSON.stringify(value);
  if (value === null) return MatchersV3.regex(/^null$/, json);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return MatchersV3.regex(/^"\d{4}-\d{2}-\d{2}"$/, json);
  if (typeof value === 'string') return MatchersV3.regex(/^".*"$/, json);
  if (typeof value === 'number') return MatchersV3.regex(/^-?\d+(\.\d+)?$/, json);
  if (typeof value === 'boolean') return MatchersV3.regex(/^(true|false)$/, json);
  if (Array.isArray(value)) return MatchersV3.regex(/^\[.*\]$/, json);
  return MatchersV3.regex(/^\{.*\}$/, json);
};

/** A text part that is one of an enumeration, JSON-encoded: `"active"`. */
export const quotedOneOf = (options: readonly string[], example: string): Matcher =>
  MatchersV3.regex(new RegExp(`^"(${options.join('|')})"$`), JSON.stringify(example));

export type MultipartExpectation = {
  /** The example body, for the client call: the very values the pact was built from. */
  body: Record<string, unknown>;
  /** Adds the Content-Type regex, the raw body and one rule per part to the request. */
  apply(builder: RequestBuilder): void;
};

/**
 * The expectation for a multipart request whose example body is `body`;
 * `rules` overrides the default rule of some parts.
 */
export const multipartRequest = async (
  body: Record<string, unknown>,
  rules: Record<string, Matcher> = {},
): Promise<MultipartExpectation> => {
  const { contentType, bytes } = await serializeMultipart(encodeMultipart(body));
  const parts = Object.entries(body).filter(([, value]) => value !== undefined);
  const unknown = Object.keys(rules).filter((name) => !(name in body));
  if (unknown.length > 0)
    throw new Error(`multipartRequest(): rules for fields not in the body: ${unknown.join(', ')}`);
  return {
    body,
    apply: (builder) => {
      builder.headers({ 'Content-Type': MatchersV3.regex(/^multipart\/form-data; ?boundary=.+$/, contentType) });
      builder.body(contentType, bytes);
      builder.matchingRules({
        body: parts.map(([name, value]) => ({
          path: `$.${name}`,
          rules: [rules[name] ?? defaultRule(Array.isArray(value) && value[0] instanceof Blob ? value[0] : value)],
        })),
      });
    },
  };
};
