import { decodeMultipart, MultipartEncodingError } from '@contract/multipart';
import { z } from 'zod';
import { BODY_LIMITS, readLimitedBody } from '../framework/body-limits';

/*
 * Turning a Fetch Request into plain values for the route's zod schemas.
 * Bad input comes back as field errors, which the pipeline answers with a
 * 400; what reading the body throws (framework/body-limits.ts) ends the request at
 * once: the 413 of a body over its limit, before the rest is read, or the
 * 400 of a body the client stopped sending.
 */

export type FieldErrors = Record<string, string>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The schema inside optional, nullable, default, refinement, pipe and brand wrappers. */
export const unwrapSchema = (schema: unknown): unknown => {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodEffects) current = current.innerType();
    else if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else if (current instanceof z.ZodDefault) current = current.removeDefault();
    else if (current instanceof z.ZodCatch) current = current.removeCatch();
    else if (current instanceof z.ZodBranded || current instanceof z.ZodReadonly) current = current.unwrap();
    else if (current instanceof z.ZodPipeline) current = (current._def as { in: unknown }).in;
    else if (current instanceof z.ZodLazy) current = current.schema;
    else return current;
  }
};

/** The keys of an object schema whose value is an array: they decode as arrays even with one value. */
export const arrayKeysOf = (schema: unknown): Set<string> => {
  const object = unwrapSchema(schema);
  if (!(object instanceof z.ZodObject)) return new Set();
  const shape = object.shape as z.ZodRawShape;
  return new Set(Object.keys(shape).filter((key) => unwrapSchema(shape[key]) instanceof z.ZodArray));
};

/** The keys an object schema declares (for headers: only those are read). */
export const objectKeysOf = (schema: unknown): string[] => {
  const object = unwrapSchema(schema);
  return object instanceof z.ZodObject ? Object.keys(object.shape as z.ZodRawShape) : [];
};

const INDEXED_KEY = /^(.+)\[(\d*)\]$/;

/**
 * URLSearchParams as an object: `ids[]=1&ids[]=2`, `ids[0]=1&ids[1]=2` and a
 * repeated `ids=1&ids=2` all give `ids: ['1', '2']`; a key in `arrayKeys`
 * is an array even with one value; any other key is its text.
 */
export const searchParamsToObject = (
  params: URLSearchParams,
  arrayKeys: ReadonlySet<string> = new Set(),
): Record<string, string | string[]> => {
  const collected = new Map<string, { values: { order: number; value: string }[]; bracketed: boolean }>();
  let position = 0;
  for (const [rawKey, value] of params) {
    const indexed = INDEXED_KEY.exec(rawKey);
    const key = indexed ? indexed[1]! : rawKey;
    // An explicit index orders the values; an empty [] keeps arrival order.
    const order = indexed?.[2] ? Number(indexed[2]) : 1e9 + position;
    position += 1;
    const entry = collected.get(key) ?? { values: [], bracketed: false };
    entry.values.push({ order, value });
    entry.bracketed ||= Boolean(indexed);
    collected.set(key, entry);
  }
  const result: Record<string, string | string[]> = {};
  for (const [key, { values, bracketed }] of collected) {
    const ordered = values.sort((a, b) => a.order - b.order).map((item) => item.value);
    result[key] = bracketed || ordered.length > 1 || arrayKeys.has(key) ? ordered : ordered[0]!;
  }
  return result;
};

/**
 * A union's own message is the unhelpful "Invalid input"; the branch that got
 * furthest (one that did not fail on the type alone) says what was wrong,
 * e.g. an id union of number | digit string reports "Please enter a valid number".
 */
const explainUnions = (issues: readonly z.ZodIssue[]): z.ZodIssue[] =>
  issues.flatMap((issue) => {
    if (issue.code !== z.ZodIssueCode.invalid_union) return [issue];
    const branch =
      issue.unionErrors.find((branchError) =>
        branchError.issues.some((inner) => inner.code !== z.ZodIssueCode.invalid_type),
      ) ?? issue.unionErrors[0];
    return branch ? explainUnions(branch.issues) : [issue];
  });

/** Zod issues as `{ 'dotted.path': message }`, the first message per path; `rootKey` names a whole-value problem. */
export const fieldErrorsOf = (error: z.ZodError, rootKey: string): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of explainUnions(error.issues)) {
    const key = issue.path.length > 0 ? issue.path.join('.') : rootKey;
    errors[key] ??= issue.message;
  }
  return errors;
};

export const validate = <T>(
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  value: unknown,
  rootKey: string,
): Parsed<T> => {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error, rootKey) };
};

const bodyError = (message: string): Parsed<never> => ({ ok: false, errors: { body: message } });

/** A JSON body: empty is undefined (the schema then says what is required); malformed is a 400, never a 500. */
export const readJsonBody = async (request: Request, limit: number = BODY_LIMITS.json): Promise<Parsed<unknown>> => {
  const bytes = await readLimitedBody(request, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bodyError('The request body is not valid UTF-8');
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return bodyError(`Malformed JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/**
 * A multipart body (the pipeline has checked its content type), decoded by
 * the API's own rules (contract/multipart.ts): a text part that is not JSON,
 * or text parts that repeat, are field errors saying how to send the value.
 */
export const readMultipartBody = async (request: Request, arrayKeys: ReadonlySet<string>): Promise<Parsed<unknown>> => {
  const bytes = await readLimitedBody(request, BODY_LIMITS.multipart);
  let form: FormData;
  try {
    form = await new Response(bytes, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return bodyError('Malformed multipart body');
  }
  try {
    return { ok: true, value: decodeMultipart(form, arrayKeys) };
  } catch (error) {
    if (error instanceof MultipartEncodingError) return { ok: false, errors: { ...error.errors } };
    throw error;
  }
};
