// The messages entry file: all that code outside features/messages/ may import from it.
export { emailUnreadMessages } from './email-unread-messages';
export { type MessageHub, startMessageHub } from './message-hub';
export { messagesRoutes } from './messages.routes';
