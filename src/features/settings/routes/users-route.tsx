import { Modal, Stack, Text, Title } from '@mantine/core';
import type { AccountUser } from '@contract/schemas/user';
import { useState } from 'react';
import { ListLoadError } from '@/components/list-load-error';
import { LoadingRows } from '@/components/loading-rows';
import { MODAL_DEFAULTS } from '@/components/modal-defaults';
import { SuccessNotice } from '@/components/success-notice';
import { successBody } from '@/lib/tsr';
import { useCurrentUser } from '@/lib/session/use-session';
import { useAccountUsers } from '../api/use-account-users';
import { useDeleteAccountUser } from '../api/use-delete-account-user';
import { AccountUserForm } from '../components/account-user-form';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';
import { UsersTable } from '../components/users-table';
import { useDisclosedItem } from '../hooks/use-disclosed-item';
import { transferredText } from '../lib/account-user-form';

/** The users tab (account admins): the team, with changing and removing a user. */
export function UsersRoute() {
  const me = useCurrentUser();
  const users = useAccountUsers();
  const remove = useDeleteAccountUser();
  const editor = useDisclosedItem<AccountUser>();
  const deletion = useDisclosedItem<AccountUser>();
  const [removed, setRemoved] = useState<{ name: string; transferred: number | undefined } | null>(null);
  const editing = editor.item;
  const deleting = deletion.item;

  const removeUser = async (user: AccountUser) => {
    setRemoved(null);
    const result = successBody(await remove.mutateAsync({ params: { id: user.id } }));
    setRemoved({ name: user.fullName, transferred: result.transferred });
  };

  let list;
  if (users.isPending) list = <LoadingRows label="Loading team users" />;
  else if (users.isError) list = <ListLoadError onRetry={() => void users.refetch()} />;
  else if (users.data.length === 0) list = <Text>There are no users in your team yet.</Text>;
  else list = <UsersTable users={users.data} currentUserId={me?.id} onEdit={editor.open} onDelete={deletion.open} />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Users</Title>
        <Text size="sm" c="dimmed">
          The agents of your team. Removing a user moves the listings they created to you.
        </Text>
      </Stack>
      {removed && (
        <SuccessNotice onDismiss={() => setRemoved(null)}>
          {removed.name} has been removed from the team. {transferredText(removed.transferred)}
        </SuccessNotice>
      )}
      {list}
      <Modal {...MODAL_DEFAULTS} opened={editor.opened} onClose={editor.close} title="Edit user">
        {editing && <AccountUserForm accountUser={editing} onDone={editor.close} onCancel={editor.close} />}
      </Modal>
      {deleting && (
        <ConfirmDeleteModal
          opened={deletion.opened}
          title="Delete user"
          onClose={deletion.close}
          onConfirm={() => removeUser(deleting)}
        >
          Remove {deleting.fullName} from your team? The {deleting.listingCount === 1 ? 'listing' : 'listings'} they
          created ({deleting.listingCount}) will be transferred to you.
        </ConfirmDeleteModal>
      )}
    </Stack>
  );
}
