import { computeFormula, validateFormula } from '@contract/formula';

export type FormulaPreview =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  /** Well formed, but not a finite number at this price (e.g. a division by zero). */
  | { kind: 'noValue' }
  | { kind: 'value'; value: number };

/**
 * What a formula gives at a sample purchase price, with the contract's own parser and
 * evaluator, so the preview is exactly what listings will compute. The text is trimmed as
 * the contract's schema trims it, so an error's position matches the server's.
 */
export const previewFormula = (formula: string, purchasePrice: number): FormulaPreview => {
  const source = formula.trim();
  if (source === '') return { kind: 'empty' };
  const validation = validateFormula(source);
  if (!validation.ok) return { kind: 'invalid', message: validation.message };
  const value = computeFormula(source, { pp: purchasePrice });
  return value === undefined ? { kind: 'noValue' } : { kind: 'value', value };
};

/** The syntax error to show while the user types, or undefined (an empty field is left to the form's "required"). */
export const liveFormulaError = (formula: string): string | undefined => {
  const source = formula.trim();
  if (source === '') return undefined;
  const validation = validateFormula(source);
  return validation.ok ? undefined : validation.message;
};

/** The sum of several formulas (a title fee template), or undefined when any has no value. */
export const sumFormulas = (formulas: readonly string[], purchasePrice: number): number | undefined => {
  let total = 0;
  for (const formula of formulas) {
    const preview = previewFormula(formula, purchasePrice);
    if (preview.kind !== 'value') return undefined;
    total += preview.value;
  }
  return total;
};
