import type { Schema } from './openapi-index';

/*
 * A schema flattened for generating values: references resolved, `allOf`
 * merged into one set of keywords (types intersected, bounds tightened,
 * properties merged), and the `if`/`then` pairs kept apart to apply once the
 * value is known. The merge is a generator's approximation: every value is
 * judged afterwards by the document's own schema, through Ajv.
 */

type Conditional = { if: Schema; then: Schema };

export type SchemaView = Schema & {
  types?: string[];
  properties?: Record<string, Schema>;
  required?: string[];
  conditionals: Conditional[];
  /** Patterns beyond the one a string is generated from. */
  morePatterns: string[];
};

const JSON_TYPES = ['null', 'boolean', 'object', 'array', 'number', 'integer', 'string'];

const typesOf = (schema: Schema): string[] | undefined =>
  schema.type === undefined ? undefined : ([] as string[]).concat(schema.type as string | string[]);

const intersectTypes = (a: string[] | undefined, b: string[] | undefined): string[] | undefined => {
  if (!a) return b;
  if (!b) return a;
  const widen = (types: string[]) => (types.includes('number') ? [...types, 'integer'] : types);
  return widen(a).filter((type) => widen(b).includes(type) && JSON_TYPES.includes(type));
};

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];

const mergeInto = (view: SchemaView, schema: Schema, resolve: (schema: Schema) => Schema): void => {
  const resolved = resolve(schema);
  for (const [keyword, value] of Object.entries(resolved)) {
    if (keyword === 'allOf') {
      for (const member of value as Schema[]) {
        const part = resolve(member);
        if (part.if !== undefined) view.conditionals.push({ if: part.if as Schema, then: (part.then ?? {}) as Schema });
        else mergeInto(view, part, resolve);
      }
    } else if (keyword === 'if') {
      view.conditionals.push({ if: value as Schema, then: (resolved.then ?? {}) as Schema });
    } else if (keyword === 'then' || keyword === 'type') {
      continue;
    } else if (keyword === 'properties') {
      const properties = (view.properties ??= {});
      for (const [name, property] of Object.entries(value as Record<string, Schema>)) {
        properties[name] = properties[name] ? { allOf: [properties[name], property] } : property;
      }
    } else if (keyword === 'required') {
      view.required = [...new Set([...(view.required ?? []), ...(value as string[])])];
    } else if (keyword === 'pattern') {
      if (view.pattern === undefined) view.pattern = value;
      else if (view.pattern !== value) view.morePatterns.push(value as string);
    } else if (LOWER_BOUNDS.includes(keyword)) {
      view[keyword] = view[keyword] === undefined ? value : Math.max(view[keyword] as number, value as number);
    } else if (UPPER_BOUNDS.includes(keyword)) {
      view[keyword] = view[keyword] === undefined ? value : Math.min(view[keyword] as number, value as number);
    } else if (keyword === 'enum' && Array.isArray(view.enum)) {
      const other = JSON.stringify(value);
      view.enum = (view.enum as unknown[]).filter((item) => other.includes(JSON.stringify(item)));
    } else if (keyword === 'items' && view.items !== undefined) {
      view.items = { allOf: [view.items, value] };
    } else if (keyword === 'not' && view.not !== undefined) {
      view.not = { anyOf: [view.not, value] };
    } else if (view[keyword] === undefined) {
      view[keyword] = value;
    }
  }
  const types = intersectTypes(view.types, typesOf(resolved));
  if (types) view.types = types;
};

/** The schema's keywords as one flat view (see above). */
export const viewOf = (schema: Schema, resolve: (schema: Schema) => Schema): SchemaView => {
  const view: SchemaView = { conditionals: [], morePatterns: [] };
  mergeInto(view, schema, resolve);
  return view;
};

const pairs = new WeakMap<Schema, WeakMap<Schema, Schema>>();

/** Two schemas as one (the same object for the same two, so that what is built from it can be kept). */
export const bothOf = (a: Schema | undefined, b: Schema): Schema => {
  if (!a) return b;
  const withA = pairs.get(a) ?? new WeakMap<Schema, Schema>();
  pairs.set(a, withA);
  const both = withA.get(b) ?? { allOf: [a, b] };
  withA.set(b, both);
  return both;
};

/** A view as a schema again (its conditionals and extra patterns back in an allOf). */
export const schemaOfView = ({ conditionals, morePatterns, types, ...keywords }: SchemaView): Schema => {
  const allOf = [
    ...conditionals.map((conditional) => ({ if: conditional.if, then: conditional.then })),
    ...morePatterns.map((pattern) => ({ pattern })),
  ];
  return { ...keywords, ...(types && { type: types }), ...(allOf.length > 0 && { allOf }) };
};
