// What the rest of the app may use of profiles: everything else is the feature's own.
export { profilesPages } from './pages';
