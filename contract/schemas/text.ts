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

/**
 * A key the client hands back as it got it (a token, a plan's id, a slug): not empty, at most
 * `max` characters, and never trimmed, unlike text a person types.
 */
export const keyUpTo = (max: number) => z.string().min(1).regex(characters({ max }), tooManyCharacters(max));

/** The bounds of a pattern made by characters(), if it is one. */
export const characterBoundsOf = (pattern: RegExp): { min: number; max?: number } | undefined =>
  characterBounds.get(pattern);

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

/*
 * The patterns below (e-mail, phone, password) are the API's own checks, and the OpenAPI
 * document states them as they are. None uses a lookahead (see common.ts).
 */

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
