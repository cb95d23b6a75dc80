import { z } from 'zod';
import { MESSAGES } from './messages';

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
