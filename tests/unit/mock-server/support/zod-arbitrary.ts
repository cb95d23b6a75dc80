import fc from 'fast-check';
import { z } from 'zod';
import { FileSchema } from '@contract/schemas/common';

/*
 * fast-check arbitraries from the contract's zod schemas, for the property
 * test: mostly values of the schema's shape (so requests get past the first
 * check and reach the rules), mixed with hostile values at every level (wrong
 * types, huge and odd strings, numbers JSON cannot hold). Not a general
 * zod-to-arbitrary library: it covers the kinds the contract uses and falls
 * back to "anything" for the rest.
 */

/**
 * File names a user really gives (a curly apostrophe, CJK, emoji, RTL
 * override, quotes, percent signs, line breaks): they must survive an upload
 * and a download (Content-Disposition per RFC 6266) unchanged. No slashes: the
 * mock keeps only a path's last segment, by design.
 */
export const HOSTILE_FILE_NAMES = [
  'Buyer’s letter.pdf',
  '日本語.pdf',
  '👩‍👩‍👧‍👦 offer 🏠.pdf',
  'quote " and semi;colon=x.pdf',
  '100% sure, 50%20off.pdf',
  "résumé (final) *v2* it's.pdf",
  'line\r\nbreak\ttab.pdf',
  '\u202eevil\u202c.pdf',
  '<img src=x onerror=alert(1)>.pdf',
] as const;

export const HOSTILE_STRINGS = [
  '',
  ' ',
  'x'.repeat(70_000),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%',
  '%E0%A4%A',
  '{"unterminated": "',
  '"}]}',
  '\\u0000',
  '\u0000',
  '\u202e\u200b\ufeff',
  '𝕺𝖋𝖋𝖊𝖗 👩‍👩‍👧‍👦 日本語 عربى',
  'NaN',
  'Infinity',
  '1e309',
  '-0',
  '0x10',
  '9'.repeat(40),
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  "'; DROP TABLE listings; --",
  'javascript:alert(1)',
  ...HOSTILE_FILE_NAMES,
] as const;

/** Numbers a JSON body can carry that a careless handler mishandles (NaN and 1e309 become null in JSON). */
const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1e21,
  2 ** 53 + 1,
  -(2 ** 31),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  NaN,
  Infinity,
] as const;

const anyHostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    [],
    {},
    [null],
    { __proto__: { polluted: true } },
    { constructor: { prototype: {} } },
  ),
);

/** A small positive id most of the time, so that calls name records that exist. */
const idLike = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 60 }) },
  { weight: 1, arbitrary: fc.integer() },
);

const textLike = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
);

/** The first bytes of each kind of file: most generated files start with their type's own, so uploads get past the content check. */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};

const fileLike: fc.Arbitrary<Blob> = fc
  .record({
    name: fc.oneof(
      fc.constantFrom('front.png', 'offer.pdf', '../../x.png', 'a'.repeat(300), '', ...HOSTILE_FILE_NAMES),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
    ),
    type: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'application/pdf',
      'text/plain',
      'text/html',
      'image/svg+xml',
      '',
      'application/x-msdownload',
    ),
    bytes: fc.uint8Array({ maxLength: 64 }),
    signed: fc.boolean(),
  })
  .map(
    ({ name, type, bytes, signed }) =>
      new File([new Uint8Array([...(signed ? (SIGNATURES[type] ?? []) : []), ...bytes])], name, { type }),
  );

const stringArbitrary = (schema: z.ZodString): fc.Arbitrary<unknown> => {
  const valid: fc.Arbitrary<string>[] = [];
  for (const check of schema._def.checks) {
    if (check.kind === 'email') valid.push(fc.emailAddress());
    if (check.kind === 'regex') valid.push(fc.stringMatching(check.regex));
    if (check.kind === 'datetime')
      valid.push(
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString()),
      );
    if (check.kind === 'date')
      valid.push(
        fc
          .date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })
          .map((date) => date.toISOString().slice(0, 10)),
      );
  }
  return valid.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...valid) }, { weight: 2, arbitrary: textLike })
    : textLike;
};

const numberArbitrary = (schema: z.ZodNumber): fc.Arbitrary<unknown> => {
  const isInt = schema._def.checks.some((check) => check.kind === 'int');
  return fc.oneof(
    { weight: 4, arbitrary: isInt ? idLike : fc.oneof(idLike, fc.double({ min: 0, max: 2_000_000, noNaN: true })) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    // Numbers sent as text: what a form or a query string carries.
    { weight: 1, arbitrary: fc.constantFrom('12', '1e309', 'NaN', '-0', '') },
  );
};

/** The inner schema of wrappers that do not change the shape of the value. */
const unwrap = (schema: z.ZodTypeAny): z.ZodTypeAny => {
  if (schema instanceof z.ZodEffects) return schema.innerType() as z.ZodTypeAny;
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodCatch) return schema._def.innerType as z.ZodTypeAny;
  if (schema instanceof z.ZodBranded) return schema._def.type as z.ZodTypeAny;
  if (schema instanceof z.ZodReadonly) return schema._def.innerType as z.ZodTypeAny;
  if (schema instanceof z.ZodPipeline) return schema._def.in as z.ZodTypeAny;
  if (schema instanceof z.ZodLazy) return schema.schema as z.ZodTypeAny;
  return schema;
};

const shapeArbitrary = (schema: z.ZodTypeAny, depth: number): fc.Arbitrary<unknown> => {
  if (schema === FileSchema) return fileLike;
  const inner = unwrap(schema);
  if (inner !== schema) return arbitraryOf(inner, depth);
  if (schema instanceof z.ZodString) return stringArbitrary(schema);
  if (schema instanceof z.ZodNumber) return numberArbitrary(schema);
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodLiteral) return fc.constant(schema.value as unknown);
  if (schema instanceof z.ZodEnum) return fc.constantFrom<unknown>(...(schema.options as unknown[]));
  if (schema instanceof z.ZodNativeEnum) return fc.constantFrom<unknown>(...Object.values(schema.enum as object));
  if (schema instanceof z.ZodNull) return fc.constant(null);
  if (schema instanceof z.ZodOptional)
    return fc.option(arbitraryOf(schema.unwrap() as z.ZodTypeAny, depth), { nil: undefined });
  if (schema instanceof z.ZodNullable)
    return fc.option(arbitraryOf(schema.unwrap() as z.ZodTypeAny, depth), { nil: null });
  if (schema instanceof z.ZodArray)
    return fc.array(arbitraryOf(schema.element as z.ZodTypeAny, depth + 1), { maxLength: depth > 2 ? 1 : 3 });
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    const options = [...(schema.options as Iterable<z.ZodTypeAny>)];
    return fc.oneof(...options.map((option) => arbitraryOf(option, depth)));
  }
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as z.ZodRawShape;
    const fields = Object.fromEntries(
      Object.entries(shape).map(([key, field]) => [key, arbitraryOf(field as z.ZodTypeAny, depth + 1)]),
    );
    // Mostly every field; sometimes any of them left out.
    return fc.oneof(
      { weight: 3, arbitrary: fc.record(fields) },
      { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    );
  }
  if (schema instanceof z.ZodRecord)
    return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryOf(schema.valueSchema as z.ZodTypeAny, depth + 1), {
      maxKeys: 3,
    });
  return anyHostile;
};

/** Values for a schema: its shape most of the time, a hostile value of any type now and then. */
export const arbitraryOf = (schema: z.ZodTypeAny, depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 9, arbitrary: shapeArbitrary(schema, depth) }, { weight: 1, arbitrary: anyHostile });

/** Whole bodies that are not JSON of any shape, or JSON that plain JSON.parse turns into odd values. */
export const HOSTILE_RAW_BODIES = [
  '{',
  '',
  'null',
  '[]',
  '"text"',
  '{"a":1e309,"b":-0,"purchasePrice":1e309,"listingId":-0}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  `{"deep":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  `{"huge":"${'x'.repeat(200_000)}"}`,
  '\u0000\u0001',
] as const;
