import { platformStatsSchema, profilePageSchema } from '@titletrust/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPersona,
  randomIp,
  registrationBody,
  turnOnTwoFactor,
  type Persona,
} from '../../../test/support/personas';
import { buildTestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

describe('admin basics', () => {
  const database = useTestDatabase();
  let app: FastifyInstance;
  let admin: Persona;
  let seller: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database());
    admin = await createPersona(app, database().db, 'admin');
    seller = await createPersona(app, database().db, 'seller');
    for (const [firstName, lastName] of [
      ['Emeka', 'Obi'],
      ['Funke', 'Adeyemi'],
      ['Musa', 'Bello'],
    ]) {
      await app.inject({
        method: 'POST',
        url: '/api/accounts/register',
        payload: registrationBody({ firstName, lastName }),
        remoteAddress: randomIp(),
      });
    }
  });
  afterAll(() => app.close());

  const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });

  it('lists every profile, newest first, paginated and searchable by name or e-mail', async () => {
    const all = profilePageSchema.parse(
      (await asAdmin('GET', '/api/admin/profiles?pageSize=10')).json(),
    );
    expect(all.total).toBe(5);
    expect(all.items[0]!.firstName).toBe('Musa');

    const page2 = profilePageSchema.parse(
      (await asAdmin('GET', '/api/admin/profiles?pageSize=10&page=2')).json(),
    );
    expect(page2.items).toHaveLength(0);

    const byName = profilePageSchema.parse(
      (await asAdmin('GET', '/api/admin/profiles?search=funke%20ade')).json(),
    );
    expect(byName.items.map((p) => p.lastName)).toEqual(['Adeyemi']);
    const byEmail = profilePageSchema.parse(
      (
        await asAdmin('GET', `/api/admin/profiles?search=${encodeURIComponent(seller.email)}`)
      ).json(),
    );
    expect(byEmail.items).toMatchObject([{ id: seller.id, role: 'seller', isAdmin: false }]);
    const wildcard = profilePageSchema.parse(
      (await asAdmin('GET', '/api/admin/profiles?search=%25')).json(),
    );
    expect(wildcard.total).toBe(0);

    const badPageSize = await asAdmin('GET', '/api/admin/profiles?pageSize=1000');
    expect(badPageSize.statusCode).toBe(400);
  });

  it('sets verification: verified makes isVerified true; rejected needs a reason; nothing else exists', async () => {
    const verified = await asAdmin('PUT', `/api/admin/profiles/${seller.id}/verification`, {
      status: 'verified',
    });
    expect(verified.json()).toMatchObject({ id: seller.id, verificationStatus: 'verified' });
    const session = await app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      headers: { cookie: seller.cookie },
    });
    expect(session.json().user).toMatchObject({ isVerified: true, verificationStatus: 'verified' });

    const noReason = await asAdmin('PUT', `/api/admin/profiles/${seller.id}/verification`, {
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual([
      { path: 'reason', message: 'Give a reason when rejecting a verification' },
    ]);

    const rejected = await asAdmin('PUT', `/api/admin/profiles/${seller.id}/verification`, {
      status: 'rejected',
      reason: 'The bar licence number does not match the ID.',
    });
    expect(rejected.json()).toMatchObject({
      verificationStatus: 'rejected',
      verificationRejectionReason: 'The bar licence number does not match the ID.',
    });
    const afterRejection = await app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      headers: { cookie: seller.cookie },
    });
    expect(afterRejection.json().user.isVerified).toBe(false);
    const told = await app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: seller.cookie },
    });
    expect(told.json().notifications[0].body).toContain(
      '“The bar licence number does not match the ID.” You cannot bid yet.',
    );

    const invented = await asAdmin('PUT', `/api/admin/profiles/${seller.id}/verification`, {
      status: 'approved',
    });
    expect(invented.statusCode).toBe(400);
    expect(invented.json().error.fields).toEqual([
      { path: 'status', message: 'Verification status must be pending, verified or rejected' },
    ]);

    const unknown = await asAdmin(
      'PUT',
      '/api/admin/profiles/00000000-0000-4000-8000-000000000000/verification',
      { status: 'verified' },
    );
    expect(unknown.statusCode).toBe(404);
    const notUuid = await asAdmin('PUT', '/api/admin/profiles/42/verification', {
      status: 'verified',
    });
    expect(notUuid.json().error.fields).toEqual([
      { path: 'id', message: 'Admin identifiers must be UUIDs' },
    ]);
  });

  it('grants and revokes admin rights, but never an admin their own', async () => {
    const granted = await asAdmin('PUT', `/api/admin/users/${seller.id}/admin`, { isAdmin: true });
    expect(granted.json()).toMatchObject({ isAdmin: true, role: 'admin' });
    const statsAs = (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
    // A new admin must turn on two-factor sign-in before using the rights.
    const beforeTwoFactor = await statsAs(seller.cookie);
    expect(beforeTwoFactor.statusCode).toBe(403);
    expect(beforeTwoFactor.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    seller = await turnOnTwoFactor(app, seller);
    expect((await statsAs(seller.cookie)).statusCode).toBe(200);

    const revoked = await asAdmin('PUT', `/api/admin/users/${seller.id}/admin`, { isAdmin: false });
    expect(revoked.json()).toMatchObject({ isAdmin: false, role: 'seller' });
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: seller.cookie },
    });
    expect(refused.statusCode).toBe(403);

    const self = await asAdmin('PUT', `/api/admin/users/${admin.id}/admin`, { isAdmin: false });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('You cannot remove your own admin rights');
    const selfGrant = await asAdmin('PUT', `/api/admin/users/${admin.id}/admin`, { isAdmin: true });
    expect(selfGrant.statusCode).toBe(403);
    expect(selfGrant.json().error.message).toBe('You cannot change your own admin rights');
  });

  it('never lets an admin decide their own verification', async () => {
    for (const status of ['verified', 'rejected', 'pending'] as const) {
      const self = await asAdmin('PUT', `/api/admin/profiles/${admin.id}/verification`, {
        status,
        ...(status === 'rejected' ? { reason: 'Trying to judge my own case.' } : {}),
      });
      expect(self.statusCode, status).toBe(403);
      expect(self.json().error.message).toBe(
        'You cannot decide your own verification: another admin must',
      );
    }
  });

  it('counts accounts created and sign-ins over the last 7 days, day by day', async () => {
    await database().pool.query(
      "INSERT INTO auth_events (user_id, type, created_at) VALUES ($1, 'sign_in', now() - interval '8 days'), ($1, 'sign_in', now() - interval '2 days')",
      [seller.id],
    );
    const stats = platformStatsSchema.parse((await asAdmin('GET', '/api/admin/stats')).json());
    expect(stats.windowDays).toBe(7);
    expect(stats.accountsCreated).toBe(5);
    expect(stats.accountsCreatedByDay).toHaveLength(7);
    // Five sign-ups signed in, plus the one two days ago; the one eight days ago is outside.
    expect(stats.signIns).toBe(6);
    expect(stats.signInsByDay.reduce((sum, day) => sum + day.count, 0)).toBe(6);
    // The admin is counted as one, not as the client their profile defaults to.
    expect(stats.totals).toMatchObject({ accounts: 5, buyers: 3, sellers: 1, admins: 1 });
  });
});
