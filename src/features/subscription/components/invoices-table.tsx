import { Table, VisuallyHidden } from '@mantine/core';
import type { Invoice } from '@contract/schemas/account';
import { formatCents, formatDate } from '@/lib/format';
import { INVOICE_STATUS_BADGES } from '../lib/status-labels';
import { InvoiceLink } from './invoice-link';
import { StatusBadge } from './status-badge';

/** Invoices, newest first, on a tablet or a desktop: date, status, amount and the provider's invoice page. */
export function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Amount</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Invoice</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const date = formatDate(invoice.createdAt);
            return (
              <Table.Tr key={invoice.id}>
                <Table.Td>{date}</Table.Td>
                <Table.Td>
                  <StatusBadge {...INVOICE_STATUS_BADGES[invoice.status]} />
                </Table.Td>
                <Table.Td>{formatCents(invoice.total)}</Table.Td>
                <Table.Td>
                  <InvoiceLink url={invoice.url} date={date} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
