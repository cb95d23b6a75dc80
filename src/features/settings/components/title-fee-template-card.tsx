import { Card, Code, Group, Text, Title } from '@mantine/core';
import type { TitleFeeTemplate } from '@contract/schemas/templates';
import { DataTable } from '@/components/data-table';
import { formatCurrency } from '@/lib/format';
import { sumFormulas } from '../lib/formula-preview';
import { EditDeleteButtons } from './edit-delete-buttons';
import { FormulaAmount } from './formula-amount';

type TitleFeeTemplateCardProps = {
  template: TitleFeeTemplate;
  price: number | null;
  onEdit: () => void;
  onDelete: () => void;
};

/** One title fee template: its fees with their amounts at the sample price, and the total a listing would use. */
export function TitleFeeTemplateCard({ template, price, onEdit, onDelete }: TitleFeeTemplateCardProps) {
  const total =
    price === null
      ? undefined
      : sumFormulas(
          template.fees.map((fee) => fee.formula),
          price,
        );
  const amountHeader = price === null ? 'Amount' : `At ${formatCurrency(price)}`;
  return (
    <Card withBorder component="article" aria-label={template.name}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h5">
          {template.name}
        </Title>
        <EditDeleteButtons name={template.name} onEdit={onEdit} onDelete={onDelete} />
      </Group>
      <DataTable
        minWidth={480}
        label={`Title fees of ${template.name}, table`}
        rows={template.fees}
        rowKey={(fee, index) => `${fee.name}-${index}`}
        columns={[
          { header: 'Fee', cell: (fee) => fee.name },
          { header: 'Formula', cell: (fee) => <Code>{fee.formula}</Code> },
          { header: amountHeader, cell: (fee) => <FormulaAmount formula={fee.formula} price={price} /> },
        ]}
      />
      {price !== null && (
        <Text size="sm" fw={500} mt="xs">
          Total: {total === undefined ? '—' : formatCurrency(total)}
        </Text>
      )}
    </Card>
  );
}
