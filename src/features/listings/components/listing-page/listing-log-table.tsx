import { Table, Text } from '@mantine/core';
import type { LogEntry } from '@contract/schemas/log';
import { formatDate } from '@/lib/format';
import { logActionLabel } from '../../lib/listing-page/log-action-labels';

/** One page of the listing's log, newest first. */
export function ListingLogTable({ entries }: { entries: readonly LogEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">Nothing has been logged for this listing yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
            <Table.Th scope="col">Details</Table.Th>
            <Table.Th scope="col">By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDate(entry.createdAt, { time: true })}</Table.Td>
              <Table.Td>{logActionLabel(entry.action)}</Table.Td>
              <Table.Td>{entry.message}</Table.Td>
              <Table.Td>{entry.actor?.fullName ?? 'OfferDesk'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
