import { z } from 'zod';
import { MESSAGES } from './messages';

export const MAX_TEXT = 255;
export const MAX_LONG_TEXT = 5000;

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
      .regex(/^[1-9]\d{0,14}$/, MESSAGES.invalidNumber)
      .transform(Number),
  ])
  .describe('A positive integer id: a JSON number, or its digits (in a path or a query they are always digits)');

/** A link the client may follow or render: http(s) or a path on this site, never javascript: and friends. */
export const LinkSchema = z
  .string()
  .max(2000)
  .refine(
    (url) => /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url),
    'Expected an http(s) URL or a path on this site',
  );

/** An image source: a link, or an inline raster image. */
export const ImageSourceSchema = z
  .string()
  .refine(
    (url) => LinkSchema.safeParse(url).success || /^data:image\/(png|jpeg|svg\+xml);base64,/.test(url),
    'Expected an http(s) URL, a path on this site or a PNG/JPEG data URL',
  );

export const DateTimeSchema = z.string().datetime({ offset: true }).describe('ISO 8601 date-time, UTC');
export const DATE_FORMAT = 'Expected a date as YYYY-MM-DD';
// The pattern shows in the OpenAPI document; .date() also checks the calendar,
// so that a closing date of 2026-02-31 is rejected.
export const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_FORMAT)
  .date(DATE_FORMAT)
  .describe('Calendar date, YYYY-MM-DD');

export const requiredText = (max = MAX_TEXT) =>
  z
    .string({ required_error: MESSAGES.required, invalid_type_error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, max === MAX_TEXT ? MESSAGES.tooLong : `This field should not exceed ${max} characters`);

export const optionalText = (max = MAX_TEXT) =>
  z
    .string()
    .trim()
    .max(max, max === MAX_TEXT ? MESSAGES.tooLong : `This field should not exceed ${max} characters`)
    .nullable()
    .optional();

export const EmailSchema = z
  .string({ required_error: MESSAGES.invalidEmail })
  .trim()
  .min(1, MESSAGES.invalidEmail)
  .max(MAX_TEXT, MESSAGES.tooLong)
  .email(MESSAGES.invalidEmail);

/** US format '(555) 123-1234', first digit 1 to 9 (spec section 5). */
export const PHONE_PATTERN = /^\([1-9]\d{2}\) \d{3}-\d{4}$/;
export const PhoneSchema = z.string().regex(PHONE_PATTERN, MESSAGES.phone);

export const PasswordSchema = z
  .string({ required_error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(8, MESSAGES.passwordLength)
  .max(MAX_TEXT, MESSAGES.tooLong)
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value), MESSAGES.passwordCase);

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

/** Paginated bodies (spec section 3): data, currentPage, limit, nextPage, previousPage, total. */
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
 * A comma-separated multi-value query parameter, e.g. status=active,pending.
 * A transform rather than a pipe, so that the error is one message on the
 * parameter; commaListItemOf tells the OpenAPI document which values it takes.
 */
export const commaList = <TItem extends z.ZodEnum<[string, ...string[]]>>(item: TItem) => {
  const schema = z
    .string()
    .max(500)
    .transform((value, ctx) => {
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.length === 0 || parts.some((part) => !item.safeParse(part).success)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `Expected comma-separated values from: ${item.options.join(', ')}`,
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
