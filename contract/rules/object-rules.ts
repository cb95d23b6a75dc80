import { z } from 'zod';
import { MESSAGES } from '../schemas/messages';

/*
 * The rules between the fields of a body, stated as data. The zod refinement
 * that the mock (and the client's forms) run is made from the statement
 * (checkObjectRules), and the OpenAPI generator reads the same statement
 * (objectRulesOf): `if`/`then` and `anyOf` where JSON Schema can say it, a
 * sentence in the operation's `x-offerdesk-rules` where it cannot. One
 * statement, so the document cannot say less than the API checks.
 */

type Field<T> = Extract<keyof T, string>;

/** The field and the value that switch a rule on: a flag set to true, or a field holding one of some values. */
export type When<T> = { field: Field<T>; is: true | string | readonly string[] };

/** present: sent, not null and, for text, not blank. positive: a number greater than 0. */
export type Requirement = 'present' | 'positive';

export type ObjectRule<T> =
  /** Once `when` holds, each named field must meet its requirement. */
  | { kind: 'requires'; when: When<T>; fields: Partial<Record<Field<T>, Requirement>> }
  /** `field` must hold the same value as `to` (a repeated password). */
  | { kind: 'equal'; field: Field<T>; to: Field<T>; message: string }
  /** Once `when` holds and `field` is a number greater than 0, it must be greater than `than`. */
  | { kind: 'greater'; when: When<T>; field: Field<T>; than: Field<T>; message: string }
  /** At least one of the fields must be sent (a PATCH that changes nothing is refused). */
  | { kind: 'atLeastOne'; fields: readonly Field<T>[]; message: string }
  /** No two items of the list may share the same value under `key`. */
  | { kind: 'uniqueBy'; field: Field<T>; key: string; message: string };

const REQUIREMENT_MESSAGES: Record<Requirement, string> = {
  present: MESSAGES.required,
  positive: MESSAGES.positiveNumber,
};

export const atLeastOneMessage = (fields: readonly string[]): string => `Send at least one of: ${fields.join(', ')}`;

const isPresent = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

const meets = (value: unknown, requirement: Requirement): boolean =>
  requirement === 'present' ? isPresent(value) : typeof value === 'number' && value > 0;

const holds = <T>(when: When<T>, value: T): boolean => {
  const actual = value[when.field];
  return Array.isArray(when.is) ? when.is.includes(actual) : actual === when.is;
};

/** The refinement of the rules, for `.superRefine`: one issue per broken rule, on the field it names. */
export const checkObjectRules =
  <T>(rules: readonly ObjectRule<T>[]) =>
  (value: T, ctx: z.RefinementCtx): void => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
    for (const rule of rules) {
      switch (rule.kind) {
        case 'requires':
          if (!holds(rule.when, value)) break;
          for (const [field, requirement] of Object.entries(rule.fields) as [Field<T>, Requirement][]) {
            if (!meets(value[field], requirement)) issue([field], REQUIREMENT_MESSAGES[requirement]);
          }
          break;
        case 'equal':
          if (value[rule.field] !== value[rule.to]) issue([rule.field], rule.message);
          break;
        case 'greater': {
          const [amount, than]: unknown[] = [value[rule.field], value[rule.than]];
          if (
            holds(rule.when, value) &&
            typeof amount === 'number' &&
            typeof than === 'number' &&
            amount > 0 &&
            amount <= than
          )
            issue([rule.field], rule.message);
          break;
        }
        case 'atLeastOne':
          if (rule.fields.every((field) => value[field] === undefined)) issue([], rule.message);
          break;
        case 'uniqueBy': {
          const items = value[rule.field];
          const keys = Array.isArray(items) ? items.map((item: Record<string, unknown>) => item[rule.key]) : [];
          if (new Set(keys).size !== keys.length) issue([rule.field], rule.message);
          break;
        }
      }
    }
  };

export type DeclaredObjectRules = { object: z.AnyZodObject; rules: readonly ObjectRule<Record<string, unknown>>[] };

/*
 * Keyed by the refinement's effect, which `.describe()` and `.optional()`
 * keep: a described copy of a ruled body is still recognised.
 */
const declared = new WeakMap<object, DeclaredObjectRules>();

/** The object with its rules: refined by them, and registered so that the OpenAPI generator can state them. */
export const withRules = <S extends z.AnyZodObject>(
  object: S,
  rules: readonly ObjectRule<z.output<S>>[],
): z.ZodEffects<S, z.output<S>, z.input<S>> => {
  const schema: z.ZodEffects<S, z.output<S>, z.input<S>> = object.superRefine(checkObjectRules(rules));
  declared.set(schema._def.effect, { object, rules: rules as DeclaredObjectRules['rules'] });
  return schema;
};

/** The rules a schema's definition was declared with (withRules), if any. */
export const objectRulesOf = (def: z.ZodTypeDef): DeclaredObjectRules | undefined => {
  const effect = (def as Partial<z.ZodEffectsDef>).effect;
  return effect ? declared.get(effect) : undefined;
};
