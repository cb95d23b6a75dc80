import type { Invoice } from '@contract/schemas/account';
import { DataTable } from '@/components/data-table';
import { formatCents, formatDate } from '@/lib/format';
import { INVOICE_STATUS_BADGES } from '../lib/status-labels';
import { InvoiceLink } from './invoice-link';
import { StatusBadge } from './status-badge';

/** Invoices, newest first, on a tablet or a desktop: date, status, amount and the provider's invoice page. */
export function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <DataTable
      minWidth={480}
      label="Invoices table"
      verticalSpacing="sm"
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      columns={[
        { header: 'Date', cell: (invoice) => formatDate(invoice.createdAt) },
        { header: 'Status', cell: (invoice) => <StatusBadge {...INVOICE_STATUS_BADGES[invoice.status]} /> },
        { header: 'Amount', cell: (invoice) => formatCents(invoice.total) },
        {
          header: 'Invoice',
          isHeaderHidden: true,
          cell: (invoice) => <InvoiceLink url={invoice.url} date={formatDate(invoice.createdAt)} />,
        },
      ]}
    />
  );
}
