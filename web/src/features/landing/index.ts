// What the rest of the app may use of landing: everything else is the feature's own.
export { LandingPage } from './LandingPage';
