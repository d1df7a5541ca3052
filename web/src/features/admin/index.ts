// What the rest of the app may use of admin: everything else is the feature's own.
export { adminPages } from './pages';
