// The dashboards entry file: all that code outside features/dashboards/ may import from it.
export { dashboardsRoutes } from './dashboards.routes';
