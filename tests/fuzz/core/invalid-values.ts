import fc from 'fast-check';
import type { SchemaView } from './schema-view';

/*
 * Values a schema is likely to refuse: the wrong JSON type, one past each
 * bound, text outside the enumeration or the pattern. Only likely: a value
 * the schema accepts after all makes the request a schema-valid one, which
 * the run counts as such.
 */

const offBy = (value: unknown, delta: number): number[] => (typeof value === 'number' ? [value + delta] : []);

const tooLong = (view: SchemaView): string[] =>
  typeof view.maxLength === 'number' ? ['a'.repeat(view.maxLength + 1), ' '.repeat(view.maxLength + 1)] : [];

/** Candidates from the schema's own constraints, then plain wrong types. */
export const invalidValueArbitrary = (view: SchemaView): fc.Arbitrary<unknown> => {
  const types = view.types ?? [];
  const candidates: unknown[] = [
    ...offBy(view.minimum, -1),
    ...offBy(view.maximum, 1),
    ...offBy(view.exclusiveMinimum, 0),
    ...offBy(view.exclusiveMaximum, 0),
    ...tooLong(view),
    ...(typeof view.minLength === 'number' && view.minLength > 0 ? ['a'.repeat(view.minLength - 1)] : []),
    ...(Array.isArray(view.enum) || view.const !== undefined ? ['not-one-of-them', 'ACTIVE', ''] : []),
    ...(typeof view.pattern === 'string' ? ['', ' ', '!!', 'a b', '-1', '0', '01', '\t'] : []),
    ...(typeof view.minItems === 'number' && view.minItems > 0 ? [[]] : []),
    ...(types.includes('integer') ? [1.5] : []),
    ...(types.includes('string') ? [] : ['text']),
    ...(types.includes('number') || types.includes('integer') ? [] : [7]),
    ...(types.includes('boolean') ? [] : [true]),
    ...(types.includes('null') ? [] : [null]),
    ...(types.includes('array') ? [] : [['x']]),
    ...(types.includes('object') ? [] : [{ x: 1 }]),
  ];
  return fc.constantFrom(...candidates);
};

/** Text a parameter of this schema likely refuses (parameters travel as text). */
export const invalidTextArbitrary = (view: SchemaView): fc.Arbitrary<string> =>
  invalidValueArbitrary(view)
    .map((value) =>
      typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : JSON.stringify(value),
    )
    .filter((text) => text !== undefined);
