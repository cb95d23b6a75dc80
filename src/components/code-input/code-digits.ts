/*
 * The pure part of the code input: what a keystroke, a paste or an autofill does to the
 * boxes. Kept apart from the component so the rules read (and change) in one place.
 */

/** One entry per box, '' for an empty box. */
export type CodeDigits = readonly string[];

export const emptyDigits = (length: number): CodeDigits => Array.from({ length }, () => '');

/** Digits only: everything else, spaces and dashes included, is dropped. */
const onlyDigits = (text: string): string => text.replace(/\D/g, '');

export const isComplete = (digits: CodeDigits): boolean => digits.every((digit) => digit !== '');

export const replaceAt = (digits: CodeDigits, index: number, digit: string): CodeDigits =>
  digits.map((current, at) => (at === index ? digit : current));

/** Writes `text` into the boxes from `index` on, as far as they go; later boxes keep theirs. */
const writeFrom = (digits: CodeDigits, index: number, text: string): CodeDigits =>
  digits.map((current, at) => (at >= index && at - index < text.length ? (text[at - index] ?? current) : current));

/**
 * A whole code (a paste, or an SMS autofill arriving in one box): the digits in order from
 * the first box, cut to length; boxes past the code are emptied.
 */
export const fromWholeCode = (text: string, length: number): CodeDigits => {
  const digits = onlyDigits(text).slice(0, length);
  return Array.from({ length }, (_, at) => digits[at] ?? '');
};

export type InputResult =
  /** Nothing to change (a non-digit typed). */
  | { kind: 'none' }
  /** The boxes after the input, and the box that takes focus next. */
  | { kind: 'change'; digits: CodeDigits; focus: number };

/**
 * What a change of one box's text means. A box holds one digit but accepts more text,
 * because that is how an SMS autofill (and some keyboards' suggestions) arrives: the whole
 * code, in the focused box.
 */
export const applyInput = (digits: CodeDigits, index: number, raw: string): InputResult => {
  const typed = onlyDigits(raw);
  const previous = digits[index] ?? '';
  const last = digits.length - 1;
  if (typed === '')
    return previous === '' ? { kind: 'none' } : { kind: 'change', digits: replaceAt(digits, index, ''), focus: index };
  // A letter typed next to the box's digit: the text differs, the digits do not.
  if (typed === previous) return { kind: 'none' };
  if (typed.length >= digits.length) {
    const whole = fromWholeCode(typed, digits.length);
    return { kind: 'change', digits: whole, focus: last };
  }
  // One key typed over the box's digit (the caret before or after it): keep the new one.
  const incoming =
    previous !== '' && typed.length === 2 ? (typed[0] === previous ? typed.slice(1) : typed.slice(0, 1)) : typed;
  return {
    kind: 'change',
    digits: writeFrom(digits, index, incoming),
    focus: Math.min(index + incoming.length, last),
  };
};
