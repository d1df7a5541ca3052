// What the rest of the app may use of messages: everything else is the feature's own.
export { AdminThreadButton } from './AdminThreadButton';
export { MessageButton } from './MessageButton';
export { messagesPages } from './pages';
export { loadMessagesNavLink } from './loadMessagesNavLink';
