// What the rest of the app may use of messages: everything else is the feature's own.
export { AdminThreadButton } from './AdminThreadButton';
export { MessageButton } from './MessageButton';
export { MessagesNavLink } from './MessagesNavLink';
export { messagesPages } from './pages';
