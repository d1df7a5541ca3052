import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actAddress,
  ADMIN_ACTS,
  startAdminActWorld,
  type AdminActWorld,
} from '../../../test/support/admin-acts';
import { useTestDatabase } from '../../../test/support/test-database';
import { auditEvents } from '../../db/schema';

/** `/api/admin/profiles/:id/verification` as a pattern its real URLs match. */
const urlPattern = (url: string) =>
  new RegExp(`^${url.replace(/:[A-Za-z]+/g, '[^/?]+').replaceAll('.', '\\.')}(\\?.*)?$`);

/**
 * The promise, checked route by route: every admin route that acts writes its audit row,
 * naming the admin and the address the request came from. The list of routes is the app's own
 * (app.routeRules), so a new admin route fails here until test/support/admin-acts.ts has its
 * scenario, and a scenario fails if its act writes no row.
 */
describe('every admin act writes its audit row', () => {
  const database = useTestDatabase();
  let world: Omit<AdminActWorld, 'asAdmin'>;

  beforeAll(async () => {
    world = await startAdminActWorld(database());
  });
  afterAll(() => world.app.close());

  const adminActs = () =>
    world.app.routeRules
      .filter((rule) => rule.access === 'admin' && rule.method !== 'GET')
      .map((rule) => `${rule.method} ${rule.url}`);

  it('has a scenario for every admin route that acts, and none for a route that is gone', () => {
    const routes = adminActs();
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => !(route in ADMIN_ACTS))).toEqual([]);
    expect(Object.keys(ADMIN_ACTS).filter((route) => !routes.includes(route))).toEqual([]);
  });

  for (const [route, scenario] of Object.entries(ADMIN_ACTS)) {
    it(`${route} records who, what and from where`, async () => {
      const [method, url] = route.split(' ') as [string, string];
      const address = actAddress();
      const called: string[] = [];
      const { action, response } = await scenario({
        ...world,
        asAdmin: (verb, path, payload, headers = {}) => {
          called.push(`${verb} ${path}`);
          return world.app.inject({
            method: verb,
            url: path,
            headers: { cookie: world.admin.cookie, ...headers },
            remoteAddress: address,
            ...(payload ? { payload } : {}),
          });
        },
      });
      // The scenario performed the route it is filed under, and the act went through.
      expect(
        called.some(
          (call) =>
            call.startsWith(`${method} `) && urlPattern(url).test(call.slice(method.length + 1)),
        ),
        `${route} was never called (called: ${called.join(', ')})`,
      ).toBe(true);
      expect(response.statusCode, response.body).toBeLessThan(300);

      const rows = await database()
        .db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.actorId, world.admin.id), eq(auditEvents.ipAddress, address)));
      expect(rows.map((row) => row.action)).toEqual([action]);
    });
  }
});
