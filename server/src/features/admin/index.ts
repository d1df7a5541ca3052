// The admin entry file: all that code outside features/admin/ may import from it.
export { adminRoutes } from './admin.routes';
