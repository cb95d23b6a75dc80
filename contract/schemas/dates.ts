import { z } from 'zod';

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
