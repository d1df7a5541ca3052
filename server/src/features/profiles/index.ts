// The profiles entry file: all that code outside features/profiles/ may import from it.
export { profilesRoutes } from './profiles.routes';
export { publicProfileMetadata } from './public-profile-metadata';
export { publicProfileRoutes } from './public-profile.routes';
