// What the rest of the app may use of demo: everything else is the feature's own.
export { demoPages } from './pages';
