import { fullDelivery } from '../test/support/escrow';
import { gigBody } from '../test/support/marketplace';

/**
 * Known-good bodies for the routes whose fields depend on one another beyond what their JSON
 * Schema says (a delivery answers every checklist item of its gig; a gig's budget range and
 * deadline agree), taken from the tests' own builders. Half the requests to these routes start
 * from one instead of a schema-drawn value, so mutations land next to fields that would pass.
 */
export const ROUTE_EXAMPLES: Record<string, () => unknown> = {
  'POST /api/contracts/{id}/deliveries': () => fullDelivery(),
  'POST /api/gigs': () => gigBody(),
  'PUT /api/gigs/{id}': () => gigBody(),
};
