import { Button, Group, type GroupProps } from '@mantine/core';

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
