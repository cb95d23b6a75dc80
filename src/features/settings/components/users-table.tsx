import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { ACCOUNT_ROLE_LABELS } from '@contract/schemas/enums';
import type { AccountUser } from '@contract/schemas/user';

type UsersTableProps = {
  users: readonly AccountUser[];
  /** The signed-in admin: nobody removes themselves (the API refuses it too). */
  currentUserId: number | undefined;
  onEdit: (user: AccountUser) => void;
  onDelete: (user: AccountUser) => void;
};

/** The account's team: name, e-mail, phone, role and the listings each created. */
export function UsersTable({ users, currentUserId, onEdit, onDelete }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">Phone</Table.Th>
            <Table.Th scope="col">Role</Table.Th>
            <Table.Th scope="col">Listings</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Th scope="row" fw={500}>
                {user.fullName}
                {user.id === currentUserId && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    (you)
                  </Text>
                )}
              </Table.Th>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.phoneNumber ?? '—'}</Table.Td>
              <Table.Td>{ACCOUNT_ROLE_LABELS[user.role]}</Table.Td>
              <Table.Td>{user.listingCount}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="default" aria-label={`Edit ${user.fullName}`} onClick={() => onEdit(user)}>
                    Edit
                  </Button>
                  {user.id !== currentUserId && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${user.fullName}`}
                      onClick={() => onDelete(user)}
                    >
                      Delete
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
