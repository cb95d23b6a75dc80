import { Table, Text, VisuallyHidden, type TableProps } from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

/** One column: its header, and what each row shows in it. */
export type DataColumn<T> = {
  header: ReactNode;
  /** The header is said to screen readers only (a column of buttons). */
  isHeaderHidden?: boolean;
  /** The cell names its row (`<th scope="row">`, in medium weight), so a screen reader announces it with every cell. */
  isRowHeader?: boolean;
  style?: CSSProperties;
  cell: (row: T) => ReactNode;
};

/** Below `minWidth` the table scrolls sideways in its own box, named `label` for screen readers; without it, it fits its container. */
type Width = { minWidth?: undefined; label?: undefined } | { minWidth: number; label: string };

type DataTableProps<T> = Pick<TableProps, 'striped' | 'verticalSpacing' | 'withTableBorder'> &
  Width & {
    columns: readonly DataColumn<T>[];
    rows: readonly T[];
    rowKey: (row: T, index: number) => Key;
    /** Shown, dimmed, instead of the table when there are no rows. */
    emptyText?: string;
  };

/** A table of records: a header row of column headers (scope="col"), then one row per record. */
export function DataTable<T>({ columns, rows, rowKey, minWidth, label, emptyText, ...tableProps }: DataTableProps<T>) {
  if (rows.length === 0 && emptyText !== undefined) return <Text c="dimmed">{emptyText}</Text>;
  const table = (
    <Table {...tableProps} miw={minWidth}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            <Table.Th key={index} scope="col">
              {column.isHeaderHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, rowIndex) => (
          <Table.Tr key={rowKey(row, rowIndex)}>
            {columns.map((column, index) =>
              column.isRowHeader ? (
                <Table.Th key={index} scope="row" fw={500}>
                  {column.cell(row)}
                </Table.Th>
              ) : (
                <Table.Td key={index} style={column.style}>
                  {column.cell(row)}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return label === undefined ? table : <ScrollRegion label={label}>{table}</ScrollRegion>;
}
