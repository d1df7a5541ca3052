// A file of its own, re-exported by index.ts: an entry file with statements of its own put every
// module it re-exports in the first load.
/** The header's bell, fetched once the page is on screen, in a module of its own. */
export const loadNotificationsBell = async () =>
  (await import('./NotificationsBell')).NotificationsBell;
