// The config entry file: all that code outside features/config/ may import from it.
export { appConfigOf } from './app-config';
export { configRoutes } from './config.routes';
