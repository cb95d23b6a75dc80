// The formula language of commissions and fees: numbers,
// `+ - * / ^`, parentheses, `sqrt(...)` and the purchase price `pp`. It is
// tokenized, parsed into a tree and walked; never run as JavaScript. The
// mock server and the client both compute with it, so they always agree.
import { evaluateFormula, type FormulaVariables } from './formula/evaluate';
import { FormulaParseError } from './formula/parse-error';
import { MAX_FORMULA_LENGTH, parseFormula } from './formula/parse';

export { evaluateFormula, type FormulaVariables } from './formula/evaluate';
export { FormulaParseError } from './formula/parse-error';
export { MAX_FORMULA_DEPTH, MAX_FORMULA_LENGTH, parseFormula, type FormulaNode } from './formula/parse';

/**
 * Parses and evaluates in one go: a number, or `undefined` when the result is
 * not finite. Throws FormulaParseError (and nothing else) on invalid input.
 */
export const computeFormula = (source: string, variables: FormulaVariables): number | undefined =>
  evaluateFormula(parseFormula(source), variables);

export type FormulaValidation = { ok: true } | { ok: false; message: string; position: number };

const VALID: FormulaValidation = Object.freeze({ ok: true });

/**
 * How many distinct formulas validateFormula remembers. Pages of listings
 * carry the same few formulas over and over (a 48-listing page holds ~270
 * formula fields but ~17 distinct texts), and every response is checked
 * against the contract, so the same text is validated again and again.
 */
export const FORMULA_VALIDATION_CACHE_LIMIT = 512;

/** Least recently used first: a hit moves its entry to the end; a miss past the limit drops the first. */
const validations = new Map<string, FormulaValidation>();

const validateUncached = (source: string): FormulaValidation => {
  try {
    parseFormula(source);
    return VALID;
  } catch (error) {
    if (error instanceof FormulaParseError) {
      return Object.freeze({ ok: false, message: error.message, position: error.position });
    }
    throw error;
  }
};

/**
 * For forms and schemas: whether a formula is well formed, and if not, the
 * message and 1-based position to show. It checks syntax only; a formula that
 * divides by zero for some prices is still valid. Memoised by the formula's
 * text in a small bounded cache (the answers are frozen: share them, do not
 * change them); text longer than a formula may be is refused at once and
 * never cached.
 */
export const validateFormula = (source: string): FormulaValidation => {
  if (typeof source !== 'string' || source.length > MAX_FORMULA_LENGTH) return validateUncached(source);
  const cached = validations.get(source);
  if (cached) {
    validations.delete(source);
    validations.set(source, cached);
    return cached;
  }
  const result = validateUncached(source);
  if (validations.size >= FORMULA_VALIDATION_CACHE_LIMIT) {
    const oldest = validations.keys().next();
    if (!oldest.done) validations.delete(oldest.value);
  }
  validations.set(source, result);
  return result;
};

/** How many formulas the cache holds now (for tests). */
export const formulaValidationCacheSize = (): number => validations.size;
