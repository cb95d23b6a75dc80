import { Text } from '@mantine/core';
import { ACCOUNT_ROLE_LABELS } from '@contract/schemas/enums';
import type { AccountUser } from '@contract/schemas/user';
import { DataTable } from '@/components/data-table';
import { editDeleteColumn, type RowActions } from './edit-delete-buttons';

type UsersTableProps = RowActions<AccountUser> & {
  users: readonly AccountUser[];
  /** The signed-in admin: nobody removes themselves (the API refuses it too). */
  currentUserId: number | undefined;
};

/** The account's team: name, e-mail, phone, role and the listings each created. */
export function UsersTable({ users, currentUserId, ...actions }: UsersTableProps) {
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
        editDeleteColumn(
          (user) => user.fullName,
          actions,
          (user) => user.id !== currentUserId,
        ),
      ]}
    />
  );
}
