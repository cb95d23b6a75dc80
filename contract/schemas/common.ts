import { z } from 'zod';
import { MESSAGES } from './messages';
import { characters, tooManyCharacters } from './text';

/*
 * The schemas every part of the API shares. Text (text.ts), ids (ids.ts) and dates (dates.ts)
 * live apart and are passed on here: a signed-in user's record is made of them, and the app,
 * which reads that record as it starts, loads them in its first chunk without the rest of this
 * module (the first-load budgets, docs/decisions/0065).
 */
export * from './dates';
export * from './ids';
export * from './text';

/*
 * The patterns below are the API's own checks, and the OpenAPI document
 * states them as they are. None uses a lookahead: every JSON Schema
 * validator can run them, whatever its regular-expression engine (Go's RE2
 * has none), and a generator of test data can produce values for them.
 */

/** http(s), any case, or a path on this site: a slash not followed by another (never javascript: and friends). */
const LINK_PATTERN = /^(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/|\/(?:[^/]|$))/;
export const LINK_MESSAGE = 'Expected an http(s) URL or a path on this site';

/** A link the client may follow or render: http(s) or a path on this site, never javascript: and friends. */
export const LinkSchema = z
  .string()
  .regex(characters({ max: 2000 }), tooManyCharacters(2000))
  .regex(LINK_PATTERN, LINK_MESSAGE);

/** A link, or an inline PNG, JPEG or SVG image. */
const IMAGE_SOURCE_PATTERN = /^(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/|\/(?:[^/]|$)|data:image\/(?:png|jpeg|svg\+xml);base64,)/;

/** An image source: a link, or an inline raster image. */
export const ImageSourceSchema = z
  .string()
  .regex(IMAGE_SOURCE_PATTERN, 'Expected an http(s) URL, a path on this site or a PNG/JPEG data URL');

/** A finite amount of dollars; anything else (text, Infinity) is refused with `message`. */
const dollars = (message: string) =>
  z.number({ invalid_type_error: message, required_error: MESSAGES.required }).finite(message);

export const MoneySchema = dollars(MESSAGES.invalidNumber)
  .nonnegative(MESSAGES.invalidNumber)
  .max(1_000_000_000, MESSAGES.invalidNumber)
  .describe('US dollars');

export const PositiveMoneySchema = dollars(MESSAGES.positiveNumber)
  .positive(MESSAGES.positiveNumber)
  .max(1_000_000_000, MESSAGES.invalidNumber)
  .describe('US dollars, greater than 0');

export const CentsSchema = z.number().int().nonnegative().describe('US cents');

/** Paging query shared by every paged list: page 1 and the list's own page size when absent. */
export const pageQuery = <TPerPage extends z.ZodType<number, z.ZodTypeDef, unknown>>(
  perPage: TPerPage,
  defaultPerPage: number,
) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: perPage.default(defaultPerPage),
  });

/** perPage for lists that accept any size up to 'all' (the client sends 'all' as 9999). */
export const AnyPerPageSchema = z.coerce.number().int().min(1).max(9999);

/** Paginated bodies: data, currentPage, limit, nextPage, previousPage, total. */
export const paginated = <TItem extends z.ZodTypeAny>(item: TItem) =>
  z.object({
    data: z.array(item),
    currentPage: z.number().int().min(1),
    limit: z.number().int().min(1),
    nextPage: z.number().int().min(1).nullable(),
    previousPage: z.number().int().min(1).nullable(),
    total: z.number().int().nonnegative(),
  });

export type Paginated<T> = {
  data: T[];
  currentPage: number;
  limit: number;
  nextPage: number | null;
  previousPage: number | null;
  total: number;
};

const commaListItems = new WeakMap<z.ZodTypeAny, z.ZodEnum<[string, ...string[]]>>();

/** The enumeration a comma-separated query parameter draws from (the OpenAPI document shows it as an array of it). */
export const commaListItemOf = (schema: z.ZodTypeAny): z.ZodEnum<[string, ...string[]]> | undefined =>
  commaListItems.get(schema);

/**
 * A comma-separated multi-value query parameter, e.g. status=active,pending:
 * each part one of the enumeration's values, as it is (no blanks, no white
 * space), each at most once. A transform rather than a pipe, so that the
 * error is one message on the parameter; commaListItemOf tells the OpenAPI
 * document which values it takes (an array of them, unique).
 */
export const commaList = <TItem extends z.ZodEnum<[string, ...string[]]>>(item: TItem) => {
  const schema = z
    .string()
    .max(500)
    .transform((value, ctx) => {
      const parts = value.split(',');
      if (parts.some((part) => !item.safeParse(part).success) || new Set(parts).size !== parts.length) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `Expected comma-separated values from: ${item.options.join(', ')}, each at most once`,
        });
        return z.NEVER;
      }
      return parts as z.infer<TItem>[];
    })
    .describe(`Comma-separated, any of: ${item.options.join(', ')}`);
  commaListItems.set(schema, item);
  return schema;
};

/** A file part of a multipart body. Blob covers File in every runtime. */
export const FileSchema = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
  'Expected a file',
);
