// What the rest of the app may use of gigs: everything else is the feature's own.
export { gigsPages } from './pages';
