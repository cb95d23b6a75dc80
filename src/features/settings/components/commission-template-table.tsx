import { Code } from '@mantine/core';
import type { CommissionTemplate } from '@contract/schemas/templates';
import { DataTable } from '@/components/data-table';
import { formatCurrency } from '@/lib/format';
import { editDeleteColumn, type RowActions } from './edit-delete-buttons';
import { FormulaAmount } from './formula-amount';

type CommissionTemplateTableProps = RowActions<CommissionTemplate> & {
  templates: readonly CommissionTemplate[];
  price: number | null;
};

/** The account's commission templates, each with what it gives at the sample price. */
export function CommissionTemplateTable({ templates, price, ...actions }: CommissionTemplateTableProps) {
  return (
    <DataTable
      minWidth={560}
      label="Commission templates table"
      verticalSpacing="sm"
      rows={templates}
      rowKey={(template) => template.id}
      columns={[
        { header: 'Name', isRowHeader: true, cell: (template) => template.name },
        { header: 'Formula', cell: (template) => <Code>{template.formula}</Code> },
        {
          header: price === null ? 'Amount' : `At ${formatCurrency(price)}`,
          cell: (template) => <FormulaAmount formula={template.formula} price={price} />,
        },
        editDeleteColumn((template) => template.name, actions),
      ]}
    />
  );
}
