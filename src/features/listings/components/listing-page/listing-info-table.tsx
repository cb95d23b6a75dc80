import { Table } from '@mantine/core';
import type { InfoRow } from '../../lib/listing-page/listing-info-rows';

/** Label and value pairs, each label a row header. */
export function ListingInfoTable({ rows, caption }: { rows: readonly InfoRow[]; caption: string }) {
  return (
    <Table layout="fixed" captionSide="top">
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" w="40%">
              {row.label}
            </Table.Th>
            <Table.Td>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
