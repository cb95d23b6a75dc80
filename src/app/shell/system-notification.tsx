import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { tsr, unwrap } from '@/lib/tsr';

const FIVE_MINUTES_MS = 5 * 60_000;

/**
 * The system notification (GET notification), when there is one: its header and content
 * as a dismissible notice. The content is rendered as text, never as HTML. Dismissal lasts
 * until the page is reloaded or the notification changes. A failure shows nothing: the
 * notice is a courtesy, and the page itself still works.
 */
export function SystemNotification() {
  const { data } = tsr.notifications.system.useQuery({
    queryKey: queryKeys.systemNotification(),
    select: unwrap,
    staleTime: FIVE_MINUTES_MS,
  });
  const [dismissed, setDismissed] = useState<string | null>(null);

  if (!data) return null;
  const key = `${data.header}\n${data.content}`;
  if (dismissed === key) return null;

  return (
    <Alert
      role="status"
      color="blue"
      variant="light"
      mb="md"
      title={data.header}
      withCloseButton
      closeButtonLabel="Dismiss notification"
      onClose={() => setDismissed(key)}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {data.content}
      </Text>
    </Alert>
  );
}
