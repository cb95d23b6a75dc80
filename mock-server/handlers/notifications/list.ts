import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { newestFirst } from '../../lib/newest-first';
import { presentUserNotification } from '../../presenters/notifications';
import { requireUser } from '../../policies/session';

/** The signed-in user's own notifications, newest first (the id breaks ties). */
export const listNotifications = defineHandler(contract.notifications.list, (ctx) => {
  const user = requireUser(ctx);
  const rows = ctx.db.userNotifications.findBy('userId', user.id).sort(newestFirst);
  return { status: 200, body: rows.map(presentUserNotification) };
});
