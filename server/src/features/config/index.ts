// The config entry file: all that code outside features/config/ may import from it.
export { configRoutes } from './config.routes';
