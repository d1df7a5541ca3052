// The health entry file: all that code outside features/health/ may import from it.
export { healthRoutes } from './health.routes';
