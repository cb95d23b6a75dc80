import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatCurrency } from '@/lib/format';
import type { NetReturn } from '../../lib/net-return';
import { NET_RETURN_LABEL, SELLER_COST_ROWS } from '../../lib/seller-cost-rows';
import { NetReturnInfo } from './net-return-info';

/** The offer page's net return: the purchase price, what comes off it, and what is left. */
export function NetReturnSummary({ netReturn }: { netReturn: NetReturn }) {
  const extraRows = [
    { id: 'closingCosts', label: 'Seller-paid closing costs', amount: netReturn.deductions.sellerPaidClosingCosts },
    { id: 'homeWarranty', label: 'Home warranty paid by the seller', amount: netReturn.deductions.homeWarranty },
  ];
  return (
    <Stack gap="xs">
      <Group gap={6}>
        <Title order={2} size="h3">
          {NET_RETURN_LABEL}
        </Title>
        <NetReturnInfo />
      </Group>
      <Table withTableBorder maw={480}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Purchase price</Table.Th>
            <Table.Td ta="right">{formatCurrency(netReturn.purchasePrice)}</Table.Td>
          </Table.Tr>
          {[
            ...SELLER_COST_ROWS.map((row) => ({ id: row.id, label: row.label, amount: row.value(netReturn) })),
            ...extraRows,
          ].map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw={400}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right">-{formatCurrency(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{NET_RETURN_LABEL}</Table.Th>
            <Table.Td ta="right">
              <Text fw={700} span data-testid="net-return">
                {formatCurrency(netReturn.netReturn)}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
