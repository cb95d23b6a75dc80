/*
 * The US phone mask, '(ddd) ddd-dddd' with a first digit from 1 to 9, as
 * pure functions over the digits, so the input component only deals with events and caret.
 */

const PHONE_DIGITS = 10;

/** The digits the mask keeps: no leading zero (the first digit is 1 to 9), ten at most. */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '').replace(/^0+/, '').slice(0, PHONE_DIGITS);

/**
 * The masked text. A separator appears only once a digit follows it ('(555', '(555) 1'), so
 * Backspace never gets stuck on a parenthesis or a dash.
 */
export const formatPhone = (digits: string): string => {
  const d = phoneDigits(digits);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

/**
 * Digits of pasted text. '+1 (555) 123-1234' and '1-555-123-1234' carry the country code,
 * which the mask has no room for: eleven digits starting with 1 lose the 1.
 */
export const pastedPhoneDigits = (text: string): string => {
  const digits = text.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
};

/** How many digits stand before position `index` of `text`. */
export const digitsBefore = (text: string, index: number): number => text.slice(0, index).replace(/\D/g, '').length;

/** The caret position in masked `text` right after its `count`-th digit (0: the very start). */
export const caretAfterDigits = (text: string, count: number): number => {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
};
