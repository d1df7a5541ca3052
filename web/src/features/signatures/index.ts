// What the rest of the app may use of signatures: everything else is the feature's own.
export { signaturesPages } from './pages';
