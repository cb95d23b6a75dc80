import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CHANGE_REQUEST_SUCCESS } from '../lib/change-request-form';
import { ChangeRequestForm } from './change-request-form';

/** The modal's body: the request form, then the spec's confirmation in its place. */
export function ChangeRequestPanel({ onClose }: { onClose: () => void }) {
  const [isSent, setIsSent] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

  // The form (and the focused submit button) is gone: keep keyboard focus inside the dialog.
  useEffect(() => {
    if (isSent) closeButton.current?.focus();
  }, [isSent]);

  if (!isSent) return <ChangeRequestForm onSent={() => setIsSent(true)} onCancel={onClose} />;
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status">
        {CHANGE_REQUEST_SUCCESS}
      </Alert>
      <Group justify="flex-end">
        <Button ref={closeButton} onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
