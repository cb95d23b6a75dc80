import { Table, Text, UnstyledButton } from '@mantine/core';
import {
  columnSortState,
  nextColumnSort,
  type DecisionSort,
  type SortableColumn,
} from '../../lib/decisions/decision-sorts';

const ARROWS = { descending: '↓', ascending: '↑', none: '↕' } as const;

/**
 * A column header that sorts: a button inside the header cell, whose aria-sort says the order.
 * The first click sorts highest first, the next lowest first.
 */
export function SortableHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: SortableColumn;
  label: string;
  sort: string | null;
  onSort: (sort: DecisionSort) => void;
}) {
  const state = columnSortState(column, sort);
  return (
    <Table.Th scope="col" aria-sort={state}>
      <UnstyledButton onClick={() => onSort(nextColumnSort(column, sort))} fw={700} fz="sm">
        {label}{' '}
        <Text span aria-hidden="true" fz="sm">
          {ARROWS[state]}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}
