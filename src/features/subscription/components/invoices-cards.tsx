import { Text } from '@mantine/core';
import type { Invoice } from '@contract/schemas/account';
import { StackedItem, StackedList } from '@/components/stacked-list/stacked-list';
import { formatCents, formatDate } from '@/lib/format';
import { INVOICE_STATUS_BADGES } from '../lib/status-labels';
import { InvoiceLink } from './invoice-link';
import { StatusBadge } from './status-badge';

/** The invoices table on a phone: one card per invoice, with its date, status, amount and link. */
export function InvoicesCards({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <StackedList label="Invoices">
      {invoices.map((invoice) => {
        const date = formatDate(invoice.createdAt);
        return (
          <StackedItem
            key={invoice.id}
            title={
              <Text fw={600} size="sm">
                {date}
              </Text>
            }
            facts={[
              { label: 'Status', value: <StatusBadge {...INVOICE_STATUS_BADGES[invoice.status]} /> },
              { label: 'Amount', value: formatCents(invoice.total) },
            ]}
            actions={<InvoiceLink url={invoice.url} date={date} />}
          />
        );
      })}
    </StackedList>
  );
}
