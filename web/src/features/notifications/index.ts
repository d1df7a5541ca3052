// What the rest of the app may use of notifications: everything else is the feature's own.
export { loadNotificationsBell } from './loadNotificationsBell';
export { refreshNotifications } from './notificationsQuery';
