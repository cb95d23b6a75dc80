import { FormulaParseError, quote } from './parse-error';

export type Operator = '+' | '-' | '*' | '/' | '^';

export type Token =
  | { readonly type: 'number'; readonly value: number; readonly text: string; readonly position: number }
  | { readonly type: 'pp' | 'sqrt'; readonly text: string; readonly position: number }
  | { readonly type: 'operator'; readonly text: Operator; readonly position: number }
  | { readonly type: '(' | ')'; readonly text: string; readonly position: number }
  | { readonly type: 'end'; readonly text: ''; readonly position: number };

// Plain decimals only: `12`, `0.03`, `.5`. No exponent (`1e3`), hex or `5.`:
// commission formulas never need them, and every extra form is one more way to
// be surprised by what a formula means.
const NUMBER = /\d+(?:\.\d+)?|\.\d+/y;
// Names are read whole (letters first, then letters, digits, `_`) so that
// `ppx` is reported as one unknown name, not as `pp` followed by garbage.
const NAME = /[A-Za-z][A-Za-z0-9_]*/y;
const WHITESPACE = /\s/;
const OPERATORS: ReadonlySet<string> = new Set<Operator>(['+', '-', '*', '/', '^']);
const isOperator = (char: string): char is Operator => OPERATORS.has(char);

const match = (pattern: RegExp, source: string, index: number): string | undefined => {
  pattern.lastIndex = index;
  return pattern.exec(source)?.[0];
};

/**
 * Splits a formula into tokens, ending with an `end` token placed just after
 * the last non-blank character. Positions are 1-based. Anything that is not
 * part of the language (`_`, `.` outside a number, quotes, `,`, unknown names)
 * is rejected here, before the parser sees it.
 */
export const tokenize = (source: string): Token[] => {
  const tokens: Token[] = [];
  let index = 0;
  let afterLast = 1;
  while (index < source.length) {
    const char = source[index]!;
    const position = index + 1;
    if (WHITESPACE.test(char)) {
      index += 1;
      continue;
    }
    const number = match(NUMBER, source, index);
    // Stryker disable next-line ConditionalExpression: a name starts with a letter, so it never matches where a number did, and a number wins anyway
    const name = number === undefined ? match(NAME, source, index) : undefined;
    if (number !== undefined) {
      tokens.push({ type: 'number', value: Number(number), text: number, position });
      index += number.length;
    } else if (name !== undefined) {
      if (name !== 'pp' && name !== 'sqrt') {
        throw new FormulaParseError(`Unknown name ${quote(name)} at position ${position}`, position);
      }
      tokens.push({ type: name, text: name, position });
      index += name.length;
    } else if (isOperator(char)) {
      tokens.push({ type: 'operator', text: char, position });
      index += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char, text: char, position });
      index += 1;
    } else {
      // Show a whole character even when it is an emoji (two UTF-16 units).
      const shown = String.fromCodePoint(source.codePointAt(index)!);
      throw new FormulaParseError(`Unexpected character ${quote(shown)} at position ${position}`, position);
    }
    afterLast = index + 1;
  }
  // Stryker disable next-line StringLiteral: nothing reads the end token's text (its messages say "end of formula")
  tokens.push({ type: 'end', text: '', position: afterLast });
  return tokens;
};
