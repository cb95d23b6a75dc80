import { contract } from '@contract';
import { handlerRouter } from '../../framework/handler-router';
import { listNotifications } from './list';
import { systemNotification } from './system';

/** The notifications domain's handlers, keyed like contract.notifications. */
export const notificationsHandlers = handlerRouter(contract.notifications, {
  system: systemNotification,
  list: listNotifications,
});
