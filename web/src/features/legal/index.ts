// What the rest of the app may use of legal: everything else is the feature's own.
export { legalPages } from './pages';
