import { z } from 'zod';
import { c } from './c';
import { meta } from './metadata';
import { envelope } from './schemas/envelope';
import { SystemNotificationSchema, UserNotificationSchema } from './schemas/misc';

export const notificationsContract = c.router({
  system: {
    method: 'GET',
    path: '/notification',
    responses: { 200: envelope(SystemNotificationSchema.nullable()) },
    summary: 'The system notification shown in the frame; null when there is none',
    metadata: meta('Failed to fetch system notification', 'public'),
  },
  list: {
    method: 'GET',
    path: '/notifications.json',
    responses: { 200: envelope(z.array(UserNotificationSchema)) },
    summary: "The signed-in user's notifications, newest first",
    metadata: meta('Failed to make request'),
  },
});
