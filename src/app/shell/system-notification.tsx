import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import {
  notificationKey,
  readDismissedNotifications,
  rememberDismissedNotification,
} from '@/lib/dismissed-notifications';
import { queryKeys } from '@/lib/api/query-keys';
import { SAME_FOR_EVERYONE } from '@/lib/query-client';
import { tsr, unwrap } from '@/lib/tsr';
import { useIsNarrowScreen } from '@/lib/use-narrow-screen';

const FIVE_MINUTES_MS = 5 * 60_000;

/**
 * The system notification (GET notification), when there is one: its header and content
 * as a dismissible notice. The content is rendered as text, never as HTML. A dismissal is
 * remembered in this browser per notification (its header and content), so it stays closed
 * after a reload and a new notification still shows. On a phone only the header shows until
 * 'Show details' is pressed: the notice then takes about one line, not a screen's quarter.
 * A failure shows nothing: the notice is a courtesy, and the page itself still works.
 */
export function SystemNotification() {
  const { data } = tsr.notifications.system.useQuery({
    queryKey: queryKeys.systemNotification(),
    select: unwrap,
    staleTime: FIVE_MINUTES_MS,
    // The same notification for everyone: a sign-in does not ask for it again.
    meta: SAME_FOR_EVERYONE,
  });
  const [dismissed, setDismissed] = useState(readDismissedNotifications);
  const [isExpanded, setExpanded] = useState(false);
  const isNarrow = useIsNarrowScreen();

  if (!data) return null;
  const key = notificationKey(data);
  if (dismissed.includes(key)) return null;
  const showsContent = !isNarrow || isExpanded;

  return (
    <Alert
      role="status"
      color="blue"
      variant="light"
      mb="md"
      p={isNarrow ? 'xs' : undefined}
      title={data.header}
      withCloseButton
      closeButtonLabel="Dismiss notification"
      onClose={() => setDismissed(rememberDismissedNotification(key))}
    >
      {showsContent ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {data.content}
        </Text>
      ) : (
        <Button variant="subtle" size="compact-xs" px={0} onClick={() => setExpanded(true)} aria-expanded={false}>
          Show details
        </Button>
      )}
    </Alert>
  );
}
