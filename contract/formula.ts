// The formula language of commissions and fees (spec section 5): numbers,
// `+ - * / ^`, parentheses, `sqrt(...)` and the purchase price `pp`. It is
// tokenized, parsed into a tree and walked; never run as JavaScript. The
// mock server and the client both compute with it, so they always agree.
import { evaluateFormula, type FormulaVariables } from './formula/evaluate';
import { FormulaParseError } from './formula/parse-error';
import { parseFormula } from './formula/parse';

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

/**
 * For forms and schemas: whether a formula is well formed, and if not, the
 * message and 1-based position to show. It checks syntax only; a formula that
 * divides by zero for some prices is still valid.
 */
export const validateFormula = (source: string): FormulaValidation => {
  try {
    parseFormula(source);
    return { ok: true };
  } catch (error) {
    if (error instanceof FormulaParseError) return { ok: false, message: error.message, position: error.position };
    throw error;
  }
};
