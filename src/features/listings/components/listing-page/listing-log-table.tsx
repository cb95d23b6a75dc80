import { Text } from '@mantine/core';
import type { LogEntry } from '@contract/schemas/log';
import { DataTable } from '@/components/data-table';
import { StackedItem, StackedList } from '@/components/stacked-list/stacked-list';
import { formatDate } from '@/lib/format';
import { useIsNarrowScreen } from '@/lib/use-narrow-screen';
import { logActionLabel } from '../../lib/listing-page/log-action-labels';

const EMPTY = 'Nothing has been logged for this listing yet.';
const by = (entry: LogEntry) => entry.actor?.fullName ?? 'OfferDesk';

/** One page of the listing's log, newest first; on a phone one card per entry, its details whole. */
export function ListingLogTable({ entries }: { entries: readonly LogEntry[] }) {
  const isNarrow = useIsNarrowScreen();
  if (isNarrow) {
    if (entries.length === 0) return <Text c="dimmed">{EMPTY}</Text>;
    return (
      <StackedList label="Listing log table">
        {entries.map((entry) => (
          <StackedItem
            key={entry.id}
            title={<Text fw={600}>{logActionLabel(entry.action)}</Text>}
            facts={[
              { label: 'When', value: formatDate(entry.createdAt, { time: true }) },
              { label: 'Details', value: entry.message },
              { label: 'By', value: by(entry) },
            ]}
          />
        ))}
      </StackedList>
    );
  }
  return (
    <DataTable
      minWidth={640}
      label="Listing log table"
      striped
      rows={entries}
      rowKey={(entry) => entry.id}
      emptyText={EMPTY}
      columns={[
        { header: 'When', cell: (entry) => formatDate(entry.createdAt, { time: true }) },
        { header: 'Action', cell: (entry) => logActionLabel(entry.action) },
        { header: 'Details', cell: (entry) => entry.message },
        { header: 'By', cell: by },
      ]}
    />
  );
}
