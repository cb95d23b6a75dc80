import fc from 'fast-check';
import type { OpenApiIndex, Schema } from './openapi-index';
import { bothOf, schemaOfView, viewOf, type SchemaView } from './schema-view';
import type { ValuePools } from './value-pools';

/*
 * Values for a schema of the document, as fast-check arbitraries: what a
 * backend team's property-based tester (Schemathesis, hypothesis-jsonschema)
 * would send. Best effort: every request is judged by the document's own
 * schemas afterwards, so a value that misses a constraint is simply a
 * schema-invalid request. Values seen in earlier answers (ids, slugs,
 * e-mails, tokens) are offered for fields of the same name, so that requests
 * reach real records as well as missing ones.
 */

export type Generation = {
  index: OpenApiIndex;
  pools: ValuePools;
  /** Arbitraries already built, by schema object and field name (reset when the pools change). */
  built: WeakMap<Schema, Map<string, fc.Arbitrary<unknown>>>;
};

export const newGeneration = (index: OpenApiIndex, pools: ValuePools): Generation => ({
  index,
  pools,
  built: new WeakMap(),
});

/** A file part: its bytes and media type (the fuzzer's multipart encoder sends it as a file). */
export class FuzzFile {
  constructor(
    readonly name: string,
    readonly type: string,
    readonly bytes: Uint8Array<ArrayBuffer>,
  ) {}
}

/** The first bytes of well-known media types: a file of that type must start with them. */
const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
  'application/msword': [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [0x50, 0x4b, 0x03, 0x04],
  'application/zip': [0x50, 0x4b, 0x03, 0x04],
};

/** A file of one of the media types: mostly with its type's first bytes, sometimes random bytes. */
export const fileArbitrary = (types: readonly string[]): fc.Arbitrary<FuzzFile> =>
  fc
    .record({
      type: fc.constantFrom(...(types.length > 0 ? types : ['application/octet-stream'])),
      tail: fc.uint8Array({ maxLength: 64 }),
      genuine: fc.boolean(),
      name: fc.stringMatching(/^[a-z]{1,8}$/),
    })
    .map(({ type, tail, genuine, name }) => {
      const head = genuine || type === 'text/plain' ? (SIGNATURES[type] ?? []) : [];
      const body = type === 'text/plain' ? new TextEncoder().encode(`notes ${name}`) : tail;
      return new FuzzFile(`${name}.bin`, type, Uint8Array.from([...head, ...body]));
    });

const UNBOUNDED_STRING = 24;
const UNBOUNDED_ITEMS = 4;

/** Characters beyond ASCII that text handling gets wrong: accents, an astral emoji (two UTF-16 units), Unicode spaces. */
const WIDE_CHARACTERS = fc.constantFrom('é', 'ß', '€', '中', '😀', '\u00a0', '\u2028', '\u3000');

const textArbitrary = (minLength: number, maxLength: number): fc.Arbitrary<string> => {
  // Mostly printable ASCII, sometimes wider characters; sometimes right at the limit.
  const ascii = fc.string({
    unit: 'grapheme-ascii',
    minLength,
    maxLength: Math.min(maxLength, minLength + UNBOUNDED_STRING),
  });
  const wide = fc.string({
    unit: fc.oneof(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), WIDE_CHARACTERS),
    minLength,
    maxLength: Math.min(maxLength, minLength + 8),
  });
  const arbitraries: fc.WeightedArbitrary<string>[] = [
    { arbitrary: ascii, weight: 6 },
    { arbitrary: wide, weight: 2 },
  ];
  if (Number.isFinite(maxLength) && maxLength > minLength + UNBOUNDED_STRING)
    arbitraries.push({
      arbitrary: fc.string({
        unit: fc.oneof({ arbitrary: WIDE_CHARACTERS, weight: 1 }, { arbitrary: fc.constant('a'), weight: 20 }),
        minLength: maxLength,
        maxLength,
      }),
      weight: 1,
    });
  return fc.oneof(...arbitraries);
};

const codePoints = (text: string) => [...text].length;

const matching = new Map<string, fc.Arbitrary<string>>();

/** Strings a pattern matches, within the length bounds (in code points, as JSON Schema counts). */
const matchingArbitrary = (pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> => {
  const key = `${pattern}\u0000${minLength}\u0000${maxLength}`;
  let arbitrary = matching.get(key);
  if (!arbitrary) {
    const fits = (text: string) => codePoints(text) >= minLength && codePoints(text) <= maxLength;
    arbitrary = fc
      .stringMatching(new RegExp(pattern), { maxLength: Number.isFinite(maxLength) ? maxLength : undefined })
      .filter(fits);
    matching.set(key, arbitrary);
  }
  return arbitrary;
};

const DATES = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });

const stringArbitrary = (view: SchemaView): fc.Arbitrary<string> => {
  const minLength = (view.minLength as number | undefined) ?? 0;
  const maxLength = (view.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY;
  if (view.format === 'date') return DATES.map((date) => date.toISOString().slice(0, 10));
  if (view.format === 'date-time') return DATES.map((date) => date.toISOString());
  if (typeof view.pattern === 'string') return matchingArbitrary(view.pattern, minLength, maxLength);
  return textArbitrary(minLength, maxLength);
};

const numberArbitrary = (view: SchemaView, integer: boolean): fc.Arbitrary<number> => {
  const lowest = Math.max(
    (view.minimum as number | undefined) ?? -1e9,
    view.exclusiveMinimum !== undefined ? (view.exclusiveMinimum as number) + (integer ? 1 : 0) : -1e9,
  );
  const highest = Math.min(
    (view.maximum as number | undefined) ?? 1e9,
    view.exclusiveMaximum !== undefined ? (view.exclusiveMaximum as number) - (integer ? 1 : 0) : 1e9,
  );
  const whole = fc.integer({ min: Math.ceil(lowest), max: Math.floor(highest) });
  // Small values first: ids, pages and counts that exist.
  const small = fc.integer({ min: Math.ceil(lowest), max: Math.min(Math.floor(highest), Math.ceil(lowest) + 60) });
  if (integer) return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: whole, weight: 1 });
  const fraction = fc
    .double({ min: lowest, max: highest, noNaN: true, noDefaultInfinity: true })
    .filter(
      (value) =>
        (view.exclusiveMinimum === undefined || value > (view.exclusiveMinimum as number)) && !Object.is(value, -0),
    );
  return fc.oneof({ arbitrary: whole, weight: 2 }, { arbitrary: small, weight: 1 }, { arbitrary: fraction, weight: 1 });
};

/** Types a `not` rules out, when it is only a type (`not: { type: 'null' }`). */
const excludedTypes = (view: SchemaView): string[] => {
  const not = view.not as Schema | undefined;
  if (!not || Object.keys(not).some((keyword) => keyword !== 'type')) return [];
  return ([] as string[]).concat(not.type as string | string[]);
};

const typesToGenerate = (view: SchemaView): string[] => {
  const excluded = excludedTypes(view);
  let types = view.types;
  if (!types) {
    if (view.properties || view.required) types = ['object'];
    else if (view.items) types = ['array'];
    else if (view.pattern || view.format || view.maxLength !== undefined) types = ['string'];
    else types = ['string', 'integer', 'boolean', 'null'];
  }
  const allowed = types.filter((type) => !excluded.includes(type));
  // An integer is a number too: generate it as integer when both are allowed.
  return allowed.includes('integer') ? allowed.filter((type) => type !== 'number') : allowed;
};

/** Keywords the generator does not build values for: a value is kept only when the schema accepts it. */
const CHECKED_AFTERWARDS = ['contains', 'minProperties', 'dependentRequired', 'uniqueItems'];

const needsCheck = (view: SchemaView): boolean =>
  view.morePatterns.length > 0 ||
  CHECKED_AFTERWARDS.some((keyword) => view[keyword] !== undefined) ||
  (view.not !== undefined && excludedTypes(view).length === 0);

const buildArbitrary = (schema: Schema, generation: Generation, name?: string): fc.Arbitrary<unknown> => {
  const view = viewOf(schema, generation.index.resolve);
  const branches = (view.anyOf ?? view.oneOf) as Schema[] | undefined;
  if (branches) {
    const { anyOf: _any, oneOf: _one, ...rest } = view;
    const merged = branches
      .map((branch) => bothOf(schemaOfView(rest as SchemaView), branch))
      .filter((both) => typesToGenerate(viewOf(both, generation.index.resolve)).length > 0);
    const chosen = fc.oneof(...merged.map((both) => arbitraryFor(both, generation, name)));
    return chosen.filter((value) => generation.index.validator(schema)(value));
  }
  const own = viewArbitrary(view, generation, name);
  const checked = needsCheck(view) ? own.filter((value) => generation.index.validator(schema)(value)) : own;
  const pooled = typeof name === 'string' ? generation.pools.valuesFor(name) : [];
  return pooled.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...pooled), weight: 3 }, { arbitrary: checked, weight: 2 })
    : checked;
};

export const arbitraryFor = (schema: Schema, generation: Generation, name = ''): fc.Arbitrary<unknown> => {
  const byName = generation.built.get(schema) ?? new Map<string, fc.Arbitrary<unknown>>();
  generation.built.set(schema, byName);
  let arbitrary = byName.get(name);
  if (!arbitrary) {
    arbitrary = buildArbitrary(schema, generation, name || undefined);
    byName.set(name, arbitrary);
  }
  return arbitrary;
};

const viewArbitrary = (view: SchemaView, generation: Generation, name?: string): fc.Arbitrary<unknown> => {
  if (view.const !== undefined) return fc.constant(view.const);
  if (Array.isArray(view.enum)) return fc.constantFrom(...(view.enum as unknown[]));
  const byType = typesToGenerate(view).map((type) => typedArbitrary(type, view, generation, name));
  if (byType.length === 0) return fc.constant(null);
  return byType.length === 1 ? byType[0]! : fc.oneof(...byType);
};

const typedArbitrary = (
  type: string,
  view: SchemaView,
  generation: Generation,
  name?: string,
): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(view, true);
    case 'number':
      return numberArbitrary(view, false);
    case 'string':
      return view.contentMediaType !== undefined ? fileArbitrary([]) : stringArbitrary(view);
    case 'array':
      return arrayArbitrary(view, generation, name);
    default:
      return objectArbitrary(view, generation);
  }
};

const arrayArbitrary = (view: SchemaView, generation: Generation, name?: string): fc.Arbitrary<unknown[]> => {
  const minLength = (view.minItems as number | undefined) ?? 0;
  const maxLength = Math.min((view.maxItems as number | undefined) ?? Infinity, minLength + UNBOUNDED_ITEMS);
  const items = arbitraryFor((view.items ?? {}) as Schema, generation, name);
  return view.uniqueItems === true
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
    : fc.array(items, { minLength, maxLength });
};

const objectArbitrary = (view: SchemaView, generation: Generation): fc.Arbitrary<Record<string, unknown>> => {
  const properties = view.properties ?? {};
  const required = (view.required ?? []).filter((key) => key in properties);
  const base = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, arbitraryFor(schema, generation, key)])),
    { requiredKeys: required },
  ) as fc.Arbitrary<Record<string, unknown>>;
  if (view.conditionals.length === 0) return base;
  return base.chain((value) => withConditionals(value, view, generation));
};

/** Once a conditional's `if` holds for the value, its `then` fields are generated again to meet it. */
const withConditionals = (
  value: Record<string, unknown>,
  view: SchemaView,
  generation: Generation,
): fc.Arbitrary<Record<string, unknown>> => {
  const replacements: Record<string, fc.Arbitrary<unknown>> = {};
  for (const conditional of view.conditionals) {
    if (!generation.index.validator(conditional.if)(value)) continue;
    const then = viewOf(conditional.then, generation.index.resolve);
    const fields = new Set([...Object.keys(then.properties ?? {}), ...(then.required ?? [])]);
    for (const field of fields) {
      const own = view.properties?.[field];
      const extra = then.properties?.[field];
      replacements[field] = arbitraryFor(extra ? bothOf(own, extra) : (own ?? {}), generation, field);
    }
  }
  return fc.record(replacements).map((replaced) => ({ ...value, ...replaced }));
};
