// The notifications entry file: all that code outside features/notifications/ may import from it.
export { startNotificationsJobs } from './notifications-jobs';
export { notificationsRoutes } from './notifications.routes';
export { type Notice, notify, notifyAdmins } from './notify';
export { NOTICES_CHANNEL, type NoticeEvent } from './notice-events';
