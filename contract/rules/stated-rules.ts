import type { z } from 'zod';

/*
 * Rules JSON Schema cannot state (a formula's grammar, what a file's bytes
 * must be, a reference to data that must exist), stated once here for the
 * OpenAPI document's per-operation `x-offerdesk-rules`. The mock refuses
 * with the very message given here (it imports it), so the sentence and the
 * 400 cannot drift apart.
 */

/** One rule: the 400 it causes on a field, when, and the message (a final `…` marks a prefix of it). */
export type StatedRule = {
  fields: readonly string[];
  /** Completes "400 on `field` when ...". */
  refusedWhen: string;
  /** Absent: the message says what is wrong in each case (a parser's message, for instance). */
  message?: string;
};

/** A rule of one value, stated on its schema: the field is whichever holds the value. */
export type ValueRule = Omit<StatedRule, 'fields'>;

// Keyed by the refinement's effect, which `.describe()`, `.optional()` and `.nullable()` keep.
const stated = new WeakMap<object, readonly ValueRule[]>();

/** The refined schema, with the rules its refinement (or the mock behind it) applies, for the document. */
export const withValueRules = <S extends z.ZodTypeAny>(schema: S, rules: readonly ValueRule[]): S => {
  const effect = (schema._def as Partial<z.ZodEffectsDef>).effect;
  if (!effect) throw new Error('Rules are stated on a refined schema (its refinement applies them)');
  stated.set(effect, rules);
  return schema;
};

/** The rules stated on a schema's definition (withValueRules), if any. */
export const valueRulesOf = (def: z.ZodTypeDef): readonly ValueRule[] | undefined => {
  const effect = (def as Partial<z.ZodEffectsDef>).effect;
  return effect ? stated.get(effect) : undefined;
};
