import { ContractNoBody, type AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { objectRulesOf } from '../../contract/rules/object-rules';
import { ROUTE_RULES, type RouteKey } from '../../contract/rules/route-rules';
import { valueRulesOf, type StatedRule } from '../../contract/rules/stated-rules';
import { objectRuleSentences } from './object-rule-keywords';

/*
 * An operation's `x-offerdesk-rules`: one plain sentence per rule the API
 * applies to its request that JSON Schema cannot say. Each sentence has one
 * form, "400 on `field` when ...: "message".", naming the fields its 400
 * names (dotted, N for an item's place in a list) and quoting the message (a
 * final … marks the start of a longer one); without a quoted message, the
 * message says what is wrong case by case. Collected from the route's
 * request schemas (the rules stated on them, at the place they are used) and
 * from the route's own rules (contract/rules/route-rules.ts).
 */

/** The rule as its sentence. */
const ruleSentence = ({ fields, refusedWhen, message }: StatedRule): string => {
  const named = fields.map((field) => `\`${field}\``).join(' or ');
  return `400 on ${named} when ${refusedWhen}${message === undefined ? '' : `: "${message}"`}.`;
};

const within = (prefix: string, field: string): string => (prefix === '' ? field : `${prefix}.${field}`);

/** Every rule stated on the schema or inside it, its fields placed under `prefix`. */
const rulesInside = (schema: z.ZodTypeAny, prefix: string): StatedRule[] => {
  const own: StatedRule[] = (valueRulesOf(schema._def) ?? []).map((rule) => ({ ...rule, fields: [prefix] }));
  const declared = objectRulesOf(schema._def);
  if (declared) {
    own.push(
      ...objectRuleSentences(declared).map((rule) => ({
        ...rule,
        fields: rule.fields.map((field) => within(prefix, field)),
      })),
    );
  }
  const inner = (child: z.ZodTypeAny, at = prefix) => rulesInside(child, at);
  if (schema instanceof z.ZodEffects) return [...own, ...inner(schema.innerType() as z.ZodTypeAny)];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return [...own, ...inner(schema.unwrap() as z.ZodTypeAny)];
  if (schema instanceof z.ZodArray) return [...own, ...inner(schema.element as z.ZodTypeAny, within(prefix, 'N'))];
  if (schema instanceof z.ZodUnion)
    return [...own, ...(schema.options as z.ZodTypeAny[]).flatMap((option) => inner(option))];
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as z.ZodRawShape;
    return [...own, ...Object.entries(shape).flatMap(([name, field]) => inner(field, within(prefix, name)))];
  }
  return own;
};

const partsOf = (route: AppRoute): z.ZodTypeAny[] =>
  [
    route.pathParams,
    route.query,
    route.headers,
    'body' in route && route.body !== ContractNoBody ? route.body : null,
  ].filter((part): part is z.ZodTypeAny => part instanceof z.ZodType);

/** The operation's rules as sentences, without repeats, in the order of its parts and fields. */
export const operationRules = (key: string, route: AppRoute): string[] => {
  const rules = [...partsOf(route).flatMap((part) => rulesInside(part, '')), ...(ROUTE_RULES[key as RouteKey] ?? [])];
  return [...new Set(rules.map(ruleSentence))];
};
