import { describe, expect, it } from 'vitest';
import { computeFormula, FormulaParseError, MAX_FORMULA_DEPTH, parseFormula } from '@contract/formula';

// Edges of the formula language a commission field meets, each pinned by the mutation run
// (docs/mutation-testing.md): a result that stops being nothing, or a message that changes,
// would otherwise pass every test.

const errorOf = (source: string): FormulaParseError => {
  try {
    parseFormula(source);
  } catch (error) {
    if (error instanceof FormulaParseError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(source)} to be refused`);
};

describe('a step that is not a finite number makes the whole result nothing', () => {
  it.each([
    // x^0 is 1 for every number, even a non-finite one: the division by zero must still win.
    ['(1 / 0) ^ 0'],
    ['(0 / 0) ^ 0'],
    ['pp ^ 0 * (1 / 0) ^ 0'],
    ['-(1 / 0)'],
    ['-sqrt(-1)'],
  ])('%s returns nothing', (source) => {
    expect(computeFormula(source, { pp: 500_000 })).toBeUndefined();
  });

  it('returns nothing for pp ^ 0 when the purchase price is not finite', () => {
    expect(computeFormula('pp ^ 0', { pp: Number.POSITIVE_INFINITY })).toBeUndefined();
  });
});

describe('formulas a form accepts', () => {
  it('chains the same operator three times and more', () => {
    expect(computeFormula('2 * 3 * 4', { pp: 0 })).toBe(24);
    expect(computeFormula('pp * 0.5 * 0.06 * 2', { pp: 100_000 })).toBe(6000);
  });

  it('reads a decimal without a leading zero whole, however many digits it has', () => {
    expect(computeFormula('.25 * pp', { pp: 1000 })).toBe(250);
    expect(computeFormula('pp * .025', { pp: 1000 })).toBe(25);
  });

  it('counts nesting, not parentheses: many side-by-side groups are fine', () => {
    const groups = Array.from({ length: MAX_FORMULA_DEPTH + 8 }, () => '(1)').join(' + ');
    expect(computeFormula(groups, { pp: 0 })).toBe(MAX_FORMULA_DEPTH + 8);
    const sqrts = Array.from({ length: MAX_FORMULA_DEPTH + 8 }, () => 'sqrt(4)').join(' + ');
    expect(computeFormula(sqrts, { pp: 0 })).toBe(2 * (MAX_FORMULA_DEPTH + 8));
  });
});

describe('the messages a refused formula shows', () => {
  it('names itself FormulaParseError, so a log tells it from a crash', () => {
    const error = errorOf('pp +');
    expect(error.name).toBe('FormulaParseError');
    expect(String(error)).toBe('FormulaParseError: Unexpected end of formula at position 5');
  });

  it('shows an unknown name of up to 20 characters whole', () => {
    const twenty = 'abcdefghijklmnopqrst';
    expect(errorOf(`pp * ${twenty}`).message).toBe(`Unknown name "${twenty}" at position 6`);
  });

  it('cuts an unknown name longer than 20 characters to its first 20 and an ellipsis', () => {
    const error = errorOf('pp * abcdefghijklmnopqrstuvwxyz');
    expect(error.message).toBe('Unknown name "abcdefghijklmnopqrst…" at position 6');
    expect(error.position).toBe(6);
  });
});
