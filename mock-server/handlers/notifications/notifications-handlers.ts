import type { HttpHandler } from 'msw';
import { listNotifications } from './list';
import { systemNotification } from './system';

/** The notifications domain's handlers, one per route of contract.notifications. */
export const notificationsHandlers: readonly HttpHandler[] = [systemNotification, listNotifications];
