import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** What an action did, said in a green status alert until the user dismisses it. */
export function SuccessNotice({ onDismiss, children }: { onDismiss: () => void; children: ReactNode }) {
  return (
    <Alert color="green" variant="light" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={onDismiss}>
      {children}
    </Alert>
  );
}
