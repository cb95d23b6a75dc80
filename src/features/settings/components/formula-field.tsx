import { TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useKindBinding, type FieldOf } from '@/components/form/form-field';
import { formatCurrency } from '@/lib/format';
import { liveFormulaError, previewFormula } from '../lib/formula-preview';

type FormulaFieldProps<V extends FieldValues> = FieldOf<V, string> & { label: string; price: number | null };

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
export function FormulaField<V extends FieldValues>({ label, price, ...at }: FormulaFieldProps<V>) {
  // The form's own error (required, or the server's 400) wins over the live check.
  const { name, ref, value, onChange, onBlur, error } = useKindBinding(at);
  return (
    <TextInput
      label={label}
      name={name}
      ref={ref}
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
