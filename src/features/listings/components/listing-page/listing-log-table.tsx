import type { LogEntry } from '@contract/schemas/log';
import { DataTable } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { logActionLabel } from '../../lib/listing-page/log-action-labels';

/** One page of the listing's log, newest first. */
export function ListingLogTable({ entries }: { entries: readonly LogEntry[] }) {
  return (
    <DataTable
      minWidth={640}
      striped
      rows={entries}
      rowKey={(entry) => entry.id}
      emptyText="Nothing has been logged for this listing yet."
      columns={[
        { header: 'When', cell: (entry) => formatDate(entry.createdAt, { time: true }) },
        { header: 'Action', cell: (entry) => logActionLabel(entry.action) },
        { header: 'Details', cell: (entry) => entry.message },
        { header: 'By', cell: (entry) => entry.actor?.fullName ?? 'OfferDesk' },
      ]}
    />
  );
}
