import { z } from 'zod';
import { deepFreeze } from '../db/freeze';
import { unwrapSchema } from '../lib/request';

/*
 * Checking every answer against the contract (framework/respond.ts) stays on, for
 * every row of every page; this makes it cheap (docs/decisions/0030). A page
 * of 12 listings used to be parsed with zod in full on every request, about
 * a third of the request's CPU, while the rows of a page rarely change
 * between two requests. So each item of an array of objects (a page's rows,
 * a list's items) is looked up by its JSON text: an item whose exact text
 * was parsed before by the same item schema is not parsed again; any other
 * (a new row, a changed field, a renamed one) is parsed in full, and a
 * failure is reported at the item's path exactly as before. The envelope and
 * the page's own fields are parsed on every request. Keyed by content, the
 * cache cannot go stale: a row changed by a write has another text.
 */

/** Entries per item schema; past it the cache starts again (a full page is parsed anew, nothing else changes). */
const ITEM_CACHE_LIMIT = 1_000;

/** The output equals the input: the item is sent as it came (no undeclared field to strip). */
const SAME = Symbol('same');

const cachedItem = (item: z.ZodTypeAny): z.ZodTypeAny => {
  const known = new Map<string, unknown>();
  // Deeply frozen items (the presenters' per-revision rows) cannot change: known by identity, not even stringified.
  const frozen = new WeakMap<object, unknown>();
  return z.unknown().transform((value, ctx) => {
    const isFrozen = typeof value === 'object' && value !== null && Object.isFrozen(value);
    const seen = isFrozen ? frozen.get(value) : undefined;
    if (seen !== undefined) return seen === SAME ? value : seen;
    const text = JSON.stringify(value);
    const hit = text === undefined ? undefined : known.get(text);
    if (hit !== undefined) {
      if (isFrozen) frozen.set(value as object, hit);
      return hit === SAME ? value : hit;
    }
    const result = item.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue(issue as z.IssueData);
      return z.NEVER;
    }
    if (text !== undefined) {
      if (known.size >= ITEM_CACHE_LIMIT) known.clear();
      // What zod gives back carries exactly the declared fields; when that is the input's own text, the input is kept.
      // Frozen, since every later answer with this item shares it (and framework/json-text.ts writes it once).
      const verdict = JSON.stringify(result.data) === text ? SAME : deepFreeze(result.data);
      known.set(text, verdict);
      if (isFrozen) frozen.set(value as object, verdict);
    }
    return result.data as unknown;
  });
};

const isObjectItem = (schema: z.ZodTypeAny): boolean => {
  const inner = unwrapSchema(schema);
  return inner instanceof z.ZodObject || inner instanceof z.ZodUnion || inner instanceof z.ZodDiscriminatedUnion;
};

/** The schema with every array of objects reachable through objects, optionals and nullables given a cached item. */
const withCachedItems = (schema: z.ZodTypeAny): z.ZodTypeAny => {
  if (schema instanceof z.ZodArray) {
    const item = schema.element as z.ZodTypeAny;
    return isObjectItem(item) ? new z.ZodArray({ ...schema._def, type: cachedItem(item) }) : schema;
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    const inner = withCachedItems(schema.unwrap() as z.ZodTypeAny);
    if (inner === schema.unwrap()) return schema;
    return schema instanceof z.ZodOptional ? inner.optional() : inner.nullable();
  }
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as z.ZodRawShape;
    const changed = Object.fromEntries(
      Object.entries(shape).flatMap(([key, value]) => {
        const next = withCachedItems(value);
        return next === value ? [] : [[key, next]];
      }),
    );
    return Object.keys(changed).length === 0 ? schema : schema.extend(changed);
  }
  return schema;
};

const checked = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();

/** The schema an answer is checked with: the contract's own, with its arrays' items cached by text. Same verdicts, same messages. */
export const responseCheckOf = (schema: z.ZodTypeAny): z.ZodTypeAny => {
  let check = checked.get(schema);
  if (!check) {
    check = withCachedItems(schema);
    checked.set(schema, check);
  }
  return check;
};
