import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { formatCurrency } from '@/lib/format';
import { liveFormulaError, previewFormula } from '../lib/formula-preview';

type FormulaFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** The form's own error (required, or the server's 400), which wins over the live check. */
  error?: string;
  price: number | null;
};

const HINT = 'Numbers, + - * / ^, parentheses, sqrt(…) and pp, the purchase price.';

const describe = (formula: string, price: number | null): string => {
  if (price === null) return `${HINT} Enter a sample purchase price to see the amount.`;
  const preview = previewFormula(formula, price);
  if (preview.kind === 'value') return `At ${formatCurrency(price)}: ${formatCurrency(preview.value)}`;
  if (preview.kind === 'noValue') return `No amount at ${formatCurrency(price)} (for example, a division by zero).`;
  return HINT;
};

/**
 * A formula with its live preview at the sample price as its description, and the parser's
 * message (naming the position) as its error while the user types: the same check the
 * contract's schema and the server make.
 */
export function FormulaField({ label, name, value, onChange, onBlur, inputRef, error, price }: FormulaFieldProps) {
  return (
    <TextInput
      label={label}
      name={name}
      ref={inputRef}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      required
      autoComplete="off"
      spellCheck={false}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={describe(value, price)}
      error={error ?? liveFormulaError(value)}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
