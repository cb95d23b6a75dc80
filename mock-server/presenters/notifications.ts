import type { SystemNotification, UserNotification } from '@contract/schemas/misc';
import type { Row } from '../db/runtime-schemas';

export const presentSystemNotification = ({ header, content }: Row<'systemNotifications'>): SystemNotification => ({
  header,
  content,
});

/** The stored row without its owner (userId): the API answers only the user's own. */
export const presentUserNotification = (notification: Row<'userNotifications'>): UserNotification => ({
  id: notification.id,
  title: notification.title,
  body: notification.body,
  url: notification.url,
  createdAt: notification.createdAt,
  readAt: notification.readAt,
});
