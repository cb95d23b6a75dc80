import { Text } from '@mantine/core';
import { formatCurrency } from '@/lib/format';
import { previewFormula } from '../lib/formula-preview';

/** What a stored formula gives at the sample price, as a list shows it. */
export function FormulaAmount({ formula, price }: { formula: string; price: number | null }) {
  if (price === null)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const preview = previewFormula(formula, price);
  switch (preview.kind) {
    case 'value':
      return <Text size="sm">{formatCurrency(preview.value)}</Text>;
    case 'invalid':
      return (
        <Text size="sm" c="red.8">
          {preview.message}
        </Text>
      );
    default:
      return (
        <Text size="sm" c="dimmed">
          No amount at this price
        </Text>
      );
  }
}
