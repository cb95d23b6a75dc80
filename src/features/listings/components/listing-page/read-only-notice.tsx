import { Alert } from '@mantine/core';

const READ_ONLY_TEXT = 'This listing is inactive and read-only.';

/** An inactive listing is read-only; say so before anyone tries to change it. */
export function ReadOnlyNotice() {
  return (
    <Alert color="gray" variant="light" mb="md" title="Read-only">
      {READ_ONLY_TEXT}
    </Alert>
  );
}
