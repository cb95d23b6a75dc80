import { Text } from '@mantine/core';
import { ACCOUNT_ROLE_LABELS } from '@contract/schemas/enums';
import type { AccountUser } from '@contract/schemas/user';
import { DataTable } from '@/components/data-table';
import { EditDeleteButtons } from './edit-delete-buttons';

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
    <DataTable
      minWidth={760}
      label="Team members table"
      verticalSpacing="sm"
      striped
      rows={users}
      rowKey={(user) => user.id}
      columns={[
        {
          header: 'Name',
          isRowHeader: true,
          cell: (user) => (
            <>
              {user.fullName}
              {user.id === currentUserId && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  (you)
                </Text>
              )}
            </>
          ),
        },
        { header: 'E-mail', cell: (user) => user.email },
        { header: 'Phone', cell: (user) => user.phoneNumber ?? '—' },
        { header: 'Role', cell: (user) => ACCOUNT_ROLE_LABELS[user.role] },
        { header: 'Listings', cell: (user) => user.listingCount },
        {
          header: 'Actions',
          isHeaderHidden: true,
          cell: (user) => (
            <EditDeleteButtons
              name={user.fullName}
              onEdit={() => onEdit(user)}
              onDelete={user.id !== currentUserId ? () => onDelete(user) : undefined}
              justify="flex-end"
              wrap="nowrap"
            />
          ),
        },
      ]}
    />
  );
}
