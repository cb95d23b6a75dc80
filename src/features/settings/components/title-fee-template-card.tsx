import { Button, Card, Code, Group, Table, Text, Title } from '@mantine/core';
import type { TitleFeeTemplate } from '@contract/schemas/templates';
import { formatCurrency } from '@/lib/format';
import { sumFormulas } from '../lib/formula-preview';
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
        <Group gap="xs">
          <Button size="xs" variant="default" aria-label={`Edit ${template.name}`} onClick={onEdit}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="red" aria-label={`Delete ${template.name}`} onClick={onDelete}>
            Delete
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Fee</Table.Th>
              <Table.Th scope="col">Formula</Table.Th>
              <Table.Th scope="col">{amountHeader}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {template.fees.map((fee, index) => (
              <Table.Tr key={`${fee.name}-${index}`}>
                <Table.Td>{fee.name}</Table.Td>
                <Table.Td>
                  <Code>{fee.formula}</Code>
                </Table.Td>
                <Table.Td>
                  <FormulaAmount formula={fee.formula} price={price} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {price !== null && (
        <Text size="sm" fw={500} mt="xs">
          Total: {total === undefined ? '—' : formatCurrency(total)}
        </Text>
      )}
    </Card>
  );
}
