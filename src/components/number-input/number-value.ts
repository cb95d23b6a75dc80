/*
 * The value of a numeric field. Mantine's NumberInput reports a number once the text is a
 * complete number, and the unformatted text otherwise ('', '12.', '0.50'), so that what the
 * user is typing is never rewritten under them. Forms keep that value as it is and read it
 * with parseNumberValue when they validate or submit.
 */

export type NumberFieldValue = number | string;

/** An empty field. */
const EMPTY_NUMBER: NumberFieldValue = '';

/**
 * The number a field holds: null when it is empty, NaN when its text is not a number.
 * Thousands separators and surrounding spaces are ignored, so pasted '1,234.5' reads 1234.5.
 */
export const parseNumberValue = (value: NumberFieldValue | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = value.replace(/,/g, '').trim();
  if (text === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
};

/** A stored amount as the field's starting value. */
export const toNumberFieldValue = (value: number | null | undefined): NumberFieldValue =>
  value === null || value === undefined ? EMPTY_NUMBER : value;
