import type { RouteDeps } from './http/route-deps';
import type { Services } from './services';

/**
 * What the HTTP app needs from the outside world (main.ts and the tests provide it): every
 * route's deps, with all the services a feature may be given.
 */
export type AppDeps = RouteDeps<Services>;
