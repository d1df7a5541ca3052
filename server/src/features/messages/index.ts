// The messages entry file: all that code outside features/messages/ may import from it.
export { startMessagesJobs } from './messages-jobs';
export { type MessageHub, startMessageHub } from './message-hub';
export { messagesRoutes } from './messages.routes';
export { readDisputeConversation } from './read-dispute-conversation';
