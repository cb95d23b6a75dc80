import type { SystemNotification, UserNotification } from '@contract/schemas/misc';
import type { Row } from '../db/runtime-schemas';

export const presentSystemNotification = ({ header, content }: Row<'systemNotifications'>): SystemNotification => ({
  header,
  content,
});

export const presentUserNotification = ({
  id,
  title,
  body,
  url,
  createdAt,
  readAt,
}: Row<'userNotifications'>): UserNotification => ({
  id,
  title,
  body,
  url,
  createdAt,
  readAt,
});
