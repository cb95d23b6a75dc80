import { z } from 'zod';
import { MESSAGES } from './messages';

export const MAX_TEXT = 255;
export const MAX_LONG_TEXT = 5000;

const characterBounds = new WeakMap<RegExp, { min: number; max?: number }>();

/**
 * Text of `min` to `max` characters, counted as JSON Schema (and so the
 * OpenAPI document) counts them: in code points, an emoji being one. zod's
 * own .min()/.max() count UTF-16 units, an emoji being two, which would
 * refuse text the document allows. For `.regex()`; the generator writes the
 * bounds as minLength and maxLength.
 */
export const characters = ({ min = 0, max }: { min?: number; max?: number }): RegExp => {
  const pattern = new RegExp(`^[\\s\\S]{${min},${max ?? ''}}$`, 'u');
  characterBounds.set(pattern, { min, max });
  return pattern;
};

/** zod's own words for text over its limit, for limits counted with characters(). */
export const tooManyCharacters = (max: number): string => `String must contain at most ${max} character(s)`;

/**
 * Text the API answers, at most `max` characters counted as its requests' limits are: an answer
 * must hold any text a request could store (255 emoji are 510 UTF-16 units).
 */
export const textUpTo = (max: number) => z.string().regex(characters({ max }), tooManyCharacters(max));

/** The bounds of a pattern made by characters(), if it is one. */
export const characterBoundsOf = (pattern: RegExp): { min: number; max?: number } | undefined =>
  characterBounds.get(pattern);

/** The largest id: 15 digits, so that every id is exact both as a JavaScript number and as text. */
const MAX_ID = 999_999_999_999_999;

/** An id as the API answers it: a JSON number. */
export const IdSchema = z.number().int().positive();

/**
 * An id as the API accepts it, wherever it travels: in a path or a query (where
 * the wire carries its digits) and in a request body (where the client sends
 * the number). A number or its digit string, each matched by exactly one
 * branch; only plain digits (not '0x10', '1e3', ' 7 ' or '007'), so that one
 * id has one spelling. The OpenAPI document shows it as the one schema `Id`.
 */
export const IdInputSchema = z
  .union([
    IdSchema.max(MAX_ID),
    z
      .string()
      .max(15, MESSAGES.invalidNumber)
      .regex(/^[1-9]\d{0,14}$/, MESSAGES.invalidNumber)
      .transform(Number),
  ])
  .describe('A positive integer id: a JSON number, or its digits (in a path or a query they are always digits)');

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

export const DateTimeSchema = z.string().datetime({ offset: true }).describe('ISO 8601 date-time, UTC');
export const DATE_FORMAT = 'Expected a date as YYYY-MM-DD';
// The pattern shows in the OpenAPI document; .date() also checks the calendar,
// so that a closing date of 2026-02-31 is rejected.
export const DateSchema = z
  .string()
  .max(10, DATE_FORMAT)
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_FORMAT)
  .date(DATE_FORMAT)
  .describe('Calendar date, YYYY-MM-DD');

/*
 * Text is trimmed before it is checked and stored. Its length limit applies
 * to the text as sent (before trim), so that the limit is one a JSON Schema
 * validator can check too; a required text must hold more than white space.
 */
const textTooLong = (max: number) =>
  max === MAX_TEXT ? MESSAGES.tooLong : `This field should not exceed ${max} characters`;

export const requiredText = (max = MAX_TEXT) =>
  z
    .string({ required_error: MESSAGES.required, invalid_type_error: MESSAGES.required })
    .regex(characters({ max }), textTooLong(max))
    .trim()
    .min(1, MESSAGES.required);

export const optionalText = (max = MAX_TEXT) =>
  z.string().regex(characters({ max }), textTooLong(max)).trim().nullable().optional();

/**
 * The e-mail check of the API, exactly zod's `.email()` of zod 3.25 (the
 * check the API applied before it was written out here): a local part of
 * letters, digits and _ ' + - . (no leading dot, no two dots in a row,
 * ending in anything but ' or .), then labels of letters, digits and
 * hyphens, each starting with a letter or digit, and a top-level domain of
 * two or more letters. Any case.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EmailSchema = z
  .string({ required_error: MESSAGES.invalidEmail })
  .regex(characters({ max: MAX_TEXT }), MESSAGES.tooLong)
  .trim()
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail);

/** US format '(555) 123-1234', first digit 1 to 9. */
export const PHONE_PATTERN = /^\([1-9]\d{2}\) \d{3}-\d{4}$/;
export const PhoneSchema = z.string().max(14, MESSAGES.phone).regex(PHONE_PATTERN, MESSAGES.phone);

/** An upper- and a lower-case letter, in either order. */
export const PASSWORD_CASE_PATTERN = /[a-z][\s\S]*[A-Z]|[A-Z][\s\S]*[a-z]/;

export const PasswordSchema = z
  .string({ required_error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .regex(characters({ min: 8 }), MESSAGES.passwordLength)
  .regex(characters({ max: MAX_TEXT }), MESSAGES.tooLong)
  .regex(PASSWORD_CASE_PATTERN, MESSAGES.passwordCase);

export const MoneySchema = z
  .number({ invalid_type_error: MESSAGES.invalidNumber, required_error: MESSAGES.required })
  .finite(MESSAGES.invalidNumber)
  .nonnegative(MESSAGES.invalidNumber)
  .max(1_000_000_000, MESSAGES.invalidNumber)
  .describe('US dollars');

export const PositiveMoneySchema = z
  .number({ invalid_type_error: MESSAGES.positiveNumber, required_error: MESSAGES.required })
  .finite(MESSAGES.positiveNumber)
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
