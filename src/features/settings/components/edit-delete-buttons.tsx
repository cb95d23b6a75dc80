import { Button, Group, type GroupProps } from '@mantine/core';
import type { DataColumn } from '@/components/data-table';

type EditDeleteButtonsProps = Omit<GroupProps, 'children'> & {
  /** What the buttons act on, in their accessible names: "Edit Daniel Okafor". */
  name: string;
  onEdit: () => void;
  /** Without it, there is no Delete button (nobody deletes themselves). */
  onDelete?: () => void;
};

/** The Edit and Delete buttons of a user or a template. */
export function EditDeleteButtons({ name, onEdit, onDelete, ...group }: EditDeleteButtonsProps) {
  return (
    <Group gap="xs" {...group}>
      <Button size="xs" variant="default" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      {onDelete && (
        <Button size="xs" variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
          Delete
        </Button>
      )}
    </Group>
  );
}

/** What a table of users or templates does with a row: edit it or delete it. */
export type RowActions<T> = {
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
};

/**
 * A table's last column: each row's Edit and Delete buttons (no Delete where `canDelete` says no),
 * its header for screen readers only.
 */
export const editDeleteColumn = <T,>(
  nameOf: (row: T) => string,
  { onEdit, onDelete }: RowActions<T>,
  canDelete: (row: T) => boolean = () => true,
): DataColumn<T> => ({
  header: 'Actions',
  isHeaderHidden: true,
  cell: (row) => (
    <EditDeleteButtons
      name={nameOf(row)}
      onEdit={() => onEdit(row)}
      onDelete={canDelete(row) ? () => onDelete(row) : undefined}
      justify="flex-end"
      wrap="nowrap"
    />
  ),
});
