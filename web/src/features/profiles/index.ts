// What the rest of the app may use of profiles: everything else is the feature's own.
export { ProfessionalLink } from './ProfessionalLink';
export { profilesPages } from './pages';
