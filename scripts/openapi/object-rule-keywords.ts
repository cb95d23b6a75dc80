import { z } from 'zod';
import {
  objectRulesOf,
  type DeclaredObjectRules,
  type ObjectRule,
  type Requirement,
  type When,
} from '../../contract/rules/object-rules';
import type { StatedRule } from '../../contract/rules/stated-rules';
import type { JsonSchema } from './json-schema';

/*
 * A body's rules between fields (contract/rules/object-rules.ts) in JSON
 * Schema: a requirement switched on by a field's value is `if`/`then`, "at
 * least one of" is `minProperties` and `anyOf` of `required`, one item per
 * value of an enumeration is `contains` with `maxContains`. What JSON Schema
 * cannot compare (two fields that must be equal, one above another) becomes
 * a sentence of the operation's `x-offerdesk-rules` (operation-rules.ts).
 */

type Rule = ObjectRule<Record<string, unknown>>;

const unwrap = (schema: z.ZodTypeAny | undefined): z.ZodTypeAny | undefined => {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodEffects)
    current =
      current instanceof z.ZodEffects ? (current.innerType() as z.ZodTypeAny) : (current.unwrap() as z.ZodTypeAny);
  return current;
};

const whenSchema = ({ field, is }: When<Record<string, unknown>>): JsonSchema => ({
  properties: { [field]: Array.isArray(is) ? { enum: [...is] } : { const: is } },
  required: [field],
});

/** present: not null and, for text, more than white space; positive: a number above 0. */
const requirementSchema = (field: z.ZodTypeAny | undefined, requirement: Requirement): JsonSchema =>
  requirement === 'positive'
    ? { type: 'number', exclusiveMinimum: 0 }
    : { not: { type: 'null' }, ...(unwrap(field) instanceof z.ZodString && { pattern: '\\S' }) };

/** The values of an enumeration under `key` in the list's items, when it is one. */
const enumerationOf = (list: z.ZodTypeAny | undefined, key: string): readonly string[] | undefined => {
  const array = unwrap(list);
  if (!(array instanceof z.ZodArray)) return undefined;
  const item = unwrap(array.element as z.ZodTypeAny);
  const value = item instanceof z.ZodObject ? unwrap((item.shape as z.ZodRawShape)[key]) : undefined;
  return value instanceof z.ZodEnum ? (value.options as string[]) : undefined;
};

const uniqueBySchema = (rule: Extract<Rule, { kind: 'uniqueBy' }>, values: readonly string[]): JsonSchema => ({
  properties: {
    [rule.field]: {
      allOf: values.map((value) => ({
        contains: { properties: { [rule.key]: { const: value } }, required: [rule.key] },
        minContains: 0,
        maxContains: 1,
      })),
    },
  },
});

const keywordsOf = ({ object, rules }: DeclaredObjectRules): JsonSchema => {
  const shape = object.shape as z.ZodRawShape;
  const allOf: JsonSchema[] = [];
  for (const rule of rules) {
    if (rule.kind === 'requires') {
      const fields = Object.entries(rule.fields) as [string, Requirement][];
      allOf.push({
        if: whenSchema(rule.when),
        then: {
          required: fields.map(([field]) => field),
          properties: Object.fromEntries(
            fields.map(([field, requirement]) => [field, requirementSchema(shape[field], requirement)]),
          ),
        },
      });
    } else if (rule.kind === 'atLeastOne') {
      allOf.push({ minProperties: 1, anyOf: rule.fields.map((field) => ({ required: [field] })) });
    } else if (rule.kind === 'uniqueBy') {
      const values = enumerationOf(shape[rule.field], rule.key);
      if (values) allOf.push(uniqueBySchema(rule, values));
    }
  }
  if (allOf.length === 0) return {};
  // One "at least one of" reads best on the object itself; anything else stays apart from its properties.
  return allOf.length === 1 && 'anyOf' in allOf[0]! ? allOf[0]! : { allOf };
};

/** The JSON Schema keywords of a ruled body (withRules) to add to its object schema. */
export const objectRuleKeywords = (declared: DeclaredObjectRules): JsonSchema => keywordsOf(declared);

/** The keywords of a body's rules, if it was declared with some (a multipart body builds its object itself). */
export const bodyRuleKeywords = (schema: z.ZodTypeAny): JsonSchema => {
  const declared = objectRulesOf(schema._def);
  return declared ? keywordsOf(declared) : {};
};

/** The body's rules JSON Schema cannot say, for the operation's `x-offerdesk-rules`. */
export const objectRuleSentences = (declared: DeclaredObjectRules): StatedRule[] =>
  declared.rules.flatMap((rule): StatedRule[] => {
    switch (rule.kind) {
      case 'equal':
        return [{ fields: [rule.field], refusedWhen: `it differs from \`${rule.to}\``, message: rule.message }];
      case 'greater':
        return [
          {
            fields: [rule.field],
            refusedWhen: `\`${rule.when.field}\` is ${JSON.stringify(rule.when.is)} and it is not greater than \`${rule.than}\``,
            message: rule.message,
          },
        ];
      case 'uniqueBy':
        return enumerationOf((declared.object.shape as z.ZodRawShape)[rule.field], rule.key)
          ? []
          : [{ fields: [rule.field], refusedWhen: `two items share a \`${rule.key}\``, message: rule.message }];
      default:
        return [];
    }
  });
