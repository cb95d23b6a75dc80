import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import type { Invoice } from '@contract/schemas/account';
import { formatCents, formatDate } from '@/lib/format';
import { INVOICE_STATUS_BADGES } from '../lib/status-labels';
import { StatusBadge } from './status-badge';

/** Invoices, newest first: date, status, amount and the provider's invoice page (a new tab). */
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
                  {/* The same words on every row: the hidden part tells the links apart for screen readers. */}
                  <Anchor href={invoice.url} target="_blank" rel="noopener noreferrer" size="sm">
                    View invoice
                    <VisuallyHidden>
                      {' '}
                      of {date} (opens in a new tab)
                    </VisuallyHidden>
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
