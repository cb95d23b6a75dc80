import { Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { NoBreakIds } from '@/components/no-break-ids';
import { ScrollRegion } from '@/components/scroll-region';
import type { CellMark, TableGroup } from '../../lib/offer-table';

const MARK_STYLES: Record<Exclude<CellMark, null>, { background: string; fontWeight: number }> = {
  changed: { background: 'var(--mantine-color-yellow-1)', fontWeight: 700 },
  best: { background: 'var(--mantine-color-green-1)', fontWeight: 700 },
};

function MarkedCell({ value, mark }: { value: string; mark: CellMark }) {
  return (
    <Table.Td style={mark ? MARK_STYLES[mark] : undefined} data-mark={mark ?? undefined}>
      <Text span size="sm" fw={mark ? 700 : undefined} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        <NoBreakIds text={value} />
      </Text>
      {mark === 'changed' && (
        <>
          <Text span size="xs" aria-hidden="true" ml={4}>
            ●
          </Text>
          <VisuallyHidden> (changed)</VisuallyHidden>
        </>
      )}
      {mark === 'best' && (
        <Text span size="xs" fw={700} ml={6} tt="uppercase">
          Best
        </Text>
      )}
    </Table.Td>
  );
}

/**
 * History and compare: one column per offer or version, rows grouped as the spec's history
 * table. Marks are said in words as well as in colour, so they do not rely on colour alone.
 */
export function OfferColumnsTable({
  caption,
  columnTitles,
  groups,
}: {
  caption: string;
  columnTitles: readonly { key: string; title: string; subtitle?: string }[];
  groups: readonly TableGroup[];
}) {
  return (
    // Side by side, each column keeps a readable width (the box scrolls); a single column fits any screen.
    <ScrollRegion label={caption}>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing="xs"
        stickyHeader
        miw={columnTitles.length > 1 ? 320 + columnTitles.length * 200 : undefined}
      >
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            {columnTitles.map((column) => (
              <Table.Th key={column.key} scope="col" style={{ whiteSpace: 'nowrap' }}>
                {column.title}
                {column.subtitle && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {column.subtitle}
                  </Text>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Fragment key={group.id}>
              <Table.Tr bg="var(--mantine-color-gray-1)">
                <Table.Th scope="colgroup" colSpan={columnTitles.length + 1}>
                  {group.label}
                </Table.Th>
              </Table.Tr>
              {group.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  {row.cells.map((cell, index) => (
                    <MarkedCell key={columnTitles[index]?.key ?? index} value={cell} mark={row.marks[index] ?? null} />
                  ))}
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
