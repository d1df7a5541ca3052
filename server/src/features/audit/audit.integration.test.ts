import {
  ADMIN_MESSAGES,
  AUDIT_MESSAGES,
  auditEventPageSchema,
  securityEventsSchema,
  type AuditEventPage,
} from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersona, turnOnTwoFactor, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { recordAuditEvent } from './record-audit-event';

const lagosDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** A reason typed to run as a formula in whoever opens the CSV. */
const FORMULA_REASON = '=HYPERLINK("http://evil.example","Open the ID")';

describe('the audit trail, as admins read it and as each user sees their own', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let ada: Persona;
  let bola: Persona;
  let client: Persona;
  let promoted: Persona;
  let verified: Persona;
  let rejected: Persona;

  const as = (
    who: Persona | null,
    method: 'GET' | 'PUT',
    url: string,
    options: { payload?: object; from?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(options.from ? { remoteAddress: options.from } : {}),
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const trail = async (query = '', who: Persona = ada) => {
    const response = await as(who, 'GET', `/api/admin/audit-events${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return auditEventPageSchema.parse(response.json());
  };
  const rowCount = async () =>
    (
      await database().db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM audit_events`,
      )
    ).rows[0]!.count;

  beforeAll(async () => {
    app = await buildTestApp(database());
    const { db } = database();
    [ada, bola, client, promoted, verified, rejected] = await Promise.all([
      createPersona(app, db, 'admin'),
      createPersona(app, db, 'admin'),
      createPersona(app, db, 'buyer'),
      createPersona(app, db, 'buyer'),
      createPersona(app, db, 'seller'),
      createPersona(app, db, 'seller'),
    ]);
    // One after another: the list's order is the order of the acts.
    const acts = [
      () =>
        as(ada, 'PUT', `/api/admin/profiles/${verified.id}/verification`, {
          payload: { status: 'verified' },
          from: '10.0.0.1',
        }),
      () =>
        as(bola, 'PUT', `/api/admin/profiles/${rejected.id}/verification`, {
          payload: { status: 'rejected', reason: FORMULA_REASON },
          from: '10.0.0.2',
        }),
      () =>
        as(ada, 'PUT', `/api/admin/users/${promoted.id}/admin`, {
          payload: { isAdmin: true },
          from: '10.0.0.1',
        }),
    ];
    for (const act of acts) expect((await act()).statusCode).toBe(200);
    // The client's own security events (as the two-factor and payout code writes them), one of
    // the professional's, and what an admin did on the client's account.
    await recordAuditEvent(db, {
      action: 'two_factor.enabled',
      actorId: client.id,
      userId: client.id,
      ipAddress: '10.9.9.9',
    });
    await recordAuditEvent(db, {
      action: 'payout_destination.added',
      actorId: client.id,
      userId: client.id,
      subject: { type: 'bank_account', id: '00000000-0000-4000-8000-00000000000a' },
      ipAddress: '10.9.9.9',
    });
    await recordAuditEvent(db, {
      action: 'payouts.frozen',
      actorId: null,
      userId: verified.id,
      ipAddress: '10.8.8.8',
    });
    await recordAuditEvent(db, {
      action: 'admin_rights.revoked',
      actorId: ada.id,
      userId: client.id,
      subject: { type: 'user', id: client.id },
      ipAddress: '10.0.0.1',
    });
  });
  afterAll(() => app.close());

  it('refuses everyone but admins', async () => {
    for (const url of ['/api/admin/audit-events', '/api/admin/audit-events.csv']) {
      expect((await as(null, 'GET', url)).statusCode).toBe(401);
      const refused = await as(client, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(ADMIN_MESSAGES.accessDenied);
      expect((await as(verified, 'GET', url)).statusCode).toBe(403);
    }
    expect((await as(null, 'GET', '/api/accounts/security-events')).statusCode).toBe(401);
  });

  it('writes no row for an act that is refused', async () => {
    const before = await rowCount();
    const refusals = [
      // Their own rights, their own verification: refused.
      await as(ada, 'PUT', `/api/admin/users/${ada.id}/admin`, { payload: { isAdmin: false } }),
      await as(ada, 'PUT', `/api/admin/profiles/${ada.id}/verification`, {
        payload: { status: 'verified' },
      }),
      // A rejection without its reason, an unknown account: refused.
      await as(ada, 'PUT', `/api/admin/profiles/${rejected.id}/verification`, {
        payload: { status: 'rejected' },
      }),
      await as(ada, 'PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/admin', {
        payload: { isAdmin: true },
      }),
    ];
    expect(refusals.map((answer) => answer.statusCode)).toEqual([403, 403, 400, 404]);
    expect(await rowCount()).toBe(before);
  });

  it('lists every row newest first, naming the actor and the user by name and e-mail', async () => {
    const page = await trail();
    expect(page.total).toBe(9);
    expect(page.items.map((item) => item.action)).toEqual([
      'admin_rights.revoked',
      'payouts.frozen',
      'payout_destination.added',
      'two_factor.enabled',
      'admin_rights.granted',
      'verification.status_set',
      'verification.status_set',
      // Each admin turned on two-factor sign-in first, as admins must.
      'two_factor.enabled',
      'two_factor.enabled',
    ]);
    const granted = page.items.find((item) => item.action === 'admin_rights.granted')!;
    expect(granted).toMatchObject({
      actor: { id: ada.id, name: 'Chiamaka Nwosu', email: ada.email },
      user: { id: promoted.id, email: promoted.email },
      subject: { type: 'user', id: promoted.id },
      ipAddress: '10.0.0.1',
      details: { wasAdmin: false },
    });
    const rejection = page.items.find((item) => item.actor?.id === bola.id)!;
    expect(rejection).toMatchObject({
      reason: FORMULA_REASON,
      ipAddress: '10.0.0.2',
      user: { id: rejected.id },
      subject: { type: 'profile', id: rejected.id },
      details: { status: 'rejected' },
    });
    expect(page.items.find((item) => item.action === 'payouts.frozen')!.actor).toBeNull();
  });

  it('filters by action, actor, user, record and Lagos days, and pages', async () => {
    const actions = (page: AuditEventPage) => page.items.map((item) => item.action);
    expect(actions(await trail('?action=verification.status_set'))).toEqual([
      'verification.status_set',
      'verification.status_set',
    ]);
    // An actor or a user by id, or by (part of) their e-mail address.
    expect((await trail(`?actor=${bola.id}`)).items.map((item) => item.reason)).toEqual([
      FORMULA_REASON,
      null,
    ]);
    expect((await trail(`?actor=${encodeURIComponent(ada.email.toUpperCase())}`)).total).toBe(4);
    const adaLocalPart = ada.email.slice('admin.'.length, ada.email.indexOf('@'));
    expect((await trail(`?actor=${adaLocalPart}`)).total).toBe(4);
    expect(actions(await trail(`?user=${encodeURIComponent(client.email)}`))).toEqual([
      'admin_rights.revoked',
      'payout_destination.added',
      'two_factor.enabled',
    ]);
    expect(actions(await trail(`?user=${client.id}&action=two_factor.enabled`))).toEqual([
      'two_factor.enabled',
    ]);
    expect((await trail(`?subjectId=${promoted.id}`)).items.map((item) => item.user?.id)).toEqual([
      promoted.id,
    ]);
    // A "%" or "_" in the text is a character, not a wildcard.
    expect((await trail('?actor=%25')).total).toBe(0);
    expect((await trail(`?from=${lagosDay()}&to=${lagosDay()}`)).total).toBe(9);
    expect((await trail(`?from=${lagosDay(1)}`)).total).toBe(0);
    expect((await trail(`?to=${lagosDay(-1)}`)).total).toBe(0);

    const first = await trail('?pageSize=10&page=1');
    expect(first).toMatchObject({ total: 9, page: 1, pageSize: 10 });
    expect((await trail('?pageSize=10&page=2')).items).toEqual([]);
  });

  it('answers a bad filter with a clear 400', async () => {
    const cases: [string, string][] = [
      [`?from=${lagosDay()}&to=${lagosDay(-2)}`, AUDIT_MESSAGES.dateRange],
      ['?from=2026-02-30', 'Give the start date as YYYY-MM-DD'],
      ['?action=ledger.rewritten', 'Choose an action from the list'],
      ['?pageSize=7', 'Page size must be 10, 25 or 50'],
    ];
    for (const [query, message] of cases) {
      const answer = await as(ada, 'GET', `/api/admin/audit-events${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.body).toContain(message);
    }
    const csv = await as(
      ada,
      'GET',
      `/api/admin/audit-events.csv?from=${lagosDay(1)}&to=${lagosDay()}`,
    );
    expect(csv.statusCode).toBe(400);
  });

  it('exports the same rows as a CSV a spreadsheet cannot be tricked by', async () => {
    const answer = await as(
      ada,
      'GET',
      '/api/admin/audit-events.csv?action=verification.status_set',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="titletrust-audit-trail.csv"',
    );
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 4)).toEqual([
      'Date (WAT)',
      'Action',
      'Action code',
      'Actor',
    ]);
    expect(lines).toHaveLength(3);
    const rejection = lines.find((line) => line.includes(rejected.id))!;
    expect(rejection).toContain('Verification status set: rejected');
    // The reason is quoted and starts with ', so it is shown, never run.
    expect(rejection).toContain(`"'=HYPERLINK(""http://evil.example"",""Open the ID"")"`);
    expect(rejection).toMatch(new RegExp(`^${lagosDay()} \\d{2}:\\d{2}:\\d{2},`));

    const everything = await as(ada, 'GET', '/api/admin/audit-events.csv');
    expect(everything.body.trimEnd().split('\r\n')).toHaveLength(10);
  });

  it('shows each user only their own security events, newest first', async () => {
    const mine = async (who: Persona) => {
      const answer = await as(who, 'GET', '/api/accounts/security-events');
      expect(answer.statusCode).toBe(200);
      return securityEventsSchema.parse(answer.json()).items;
    };
    // The admin's act on the client's account is the admins' record, not a security event.
    expect(await mine(client)).toEqual([
      expect.objectContaining({
        action: 'payout_destination.added',
        byYou: true,
        ipAddress: '10.9.9.9',
      }),
      expect.objectContaining({ action: 'two_factor.enabled', byYou: true }),
    ]);
    expect(await mine(verified)).toEqual([
      expect.objectContaining({ action: 'payouts.frozen', byYou: false, ipAddress: '10.8.8.8' }),
    ]);
    // A new admin must turn on two-factor first; then that is their one security event.
    expect((await as(promoted, 'GET', '/api/accounts/security-events')).statusCode).toBe(403);
    promoted = await turnOnTwoFactor(app, promoted);
    expect(await mine(promoted)).toEqual([
      expect.objectContaining({ action: 'two_factor.enabled', byYou: true }),
    ]);
  });
});
