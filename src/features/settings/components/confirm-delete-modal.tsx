import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { MODAL_DEFAULTS } from '@/components/modal-defaults';

type ConfirmDeleteModalProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** Resolves when deleted (the modal then closes through onDone); rejects with the API error. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/** "Are you sure?" before anything is deleted; a failure stays in the modal, with the reason. */
export function ConfirmDeleteModal({
  opened,
  title,
  children,
  confirmLabel = 'Delete',
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const [error, setError] = useState<unknown>(null);
  const [isPending, setIsPending] = useState(false);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setError(null);
    setIsPending(true);
    try {
      await onConfirm();
      close();
    } catch (caught) {
      setError(caught);
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Modal {...MODAL_DEFAULTS} opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        {error !== null && <ApiErrorAlert error={error} />}
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={isPending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
