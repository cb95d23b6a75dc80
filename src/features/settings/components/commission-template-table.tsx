import { Button, Code, Group, Table, VisuallyHidden } from '@mantine/core';
import type { CommissionTemplate } from '@contract/schemas/templates';
import { formatCurrency } from '@/lib/format';
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
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Formula</Table.Th>
            <Table.Th scope="col">{price === null ? 'Amount' : `At ${formatCurrency(price)}`}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {templates.map((template) => (
            <Table.Tr key={template.id}>
              <Table.Th scope="row" fw={500}>
                {template.name}
              </Table.Th>
              <Table.Td>
                <Code>{template.formula}</Code>
              </Table.Td>
              <Table.Td>
                <FormulaAmount formula={template.formula} price={price} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Edit ${template.name}`}
                    onClick={() => onEdit(template)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${template.name}`}
                    onClick={() => onDelete(template)}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
