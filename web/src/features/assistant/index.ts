// What the rest of the app may use of assistant: everything else is the feature's own.
export { AskTitleTrustButton } from './AskTitleTrustButton';
export { assistantPages } from './pages';
