import { contract } from '@contract';
import { defineHandler } from '../../framework/define-handler';
import { presentSystemNotification } from '../../presenters/notifications';

/** The system notification shown in the frame (the newest active one), or null; no session needed. */
export const systemNotification = defineHandler(contract.notifications.system, (ctx) => {
  const active = ctx.db.systemNotifications.where((notification) => notification.active).at(-1);
  return { status: 200, body: active ? presentSystemNotification(active) : null };
});
