import { Code } from '@mantine/core';
import type { CommissionTemplate } from '@contract/schemas/templates';
import { DataTable } from '@/components/data-table';
import { formatCurrency } from '@/lib/format';
import { EditDeleteButtons } from './edit-delete-buttons';
import { FormulaAmount } from './formula-amount';

type CommissionTemplateTableProps = {
  templates: readonly CommissionTemplate[];
  price: number | null;
  onEdit: (template: CommissionTemplate) => void;
  onDelete: (template: CommissionTemplate) => void;
};

/** The account's commission templates, each with what it gives at the sample price. */
export function CommissionTemplateTable({ templates, price, onEdit, onDelete }: CommissionTemplateTableProps) {
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
        {
          header: 'Actions',
          isHeaderHidden: true,
          cell: (template) => (
            <EditDeleteButtons
              name={template.name}
              onEdit={() => onEdit(template)}
              onDelete={() => onDelete(template)}
              justify="flex-end"
              wrap="nowrap"
            />
          ),
        },
      ]}
    />
  );
}
