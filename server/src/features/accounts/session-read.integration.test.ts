import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema';
import { cookieFrom, createPersona, randomIp, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { loadSessionUser } from './load-session-user';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A request's viewer comes from Better Auth's getSession, then our profile; once Better Auth has
 * accepted a cookie, from one statement over the session row, account and profile (decisions 030
 * and 045): what the session route and a signed-in route answer as a session is used, refreshed,
 * revoked, expired or forged.
 */
describe('reading the session', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  const sessionOf = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/accounts/session', headers: { cookie } });
  const balancesWith = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/money/balances', headers: { cookie } });
  const tokenOf = (persona: Persona) =>
    decodeURIComponent(/titletrust\.session_token=([^;]+)/.exec(persona.cookie)![1]!).split(
      '.',
    )[0]!;
  const expiresAt = async (persona: Persona) =>
    (
      await database()
        .db.select({ at: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.token, tokenOf(persona)))
    )[0]?.at;
  const setExpiry = (persona: Persona, at: Date) =>
    database()
      .db.update(sessions)
      .set({ expiresAt: at })
      .where(eq(sessions.token, tokenOf(persona)));

  it("answers the viewer from Better Auth's session and our profile", async () => {
    const seller = await createPersona(app, database().db, 'seller');
    const answer = (await sessionOf(seller.cookie)).json().user;
    expect(answer).toMatchObject({ id: seller.id, role: 'seller', profileStatus: 'active' });
    const byBetterAuth = await app.services.auth.api.getSession({
      headers: new Headers({ cookie: seller.cookie }),
    });
    expect(answer).toEqual(await loadSessionUser(database().db, byBetterAuth!.user));
    expect((await balancesWith(seller.cookie)).statusCode).toBe(200);
  });

  it('refuses a cookie whose signature does not hold', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    const forged = buyer.cookie.replace(/titletrust\.session_token=([^;]+)/, (_, sent: string) => {
      const value = decodeURIComponent(sent);
      const dot = value.lastIndexOf('.');
      const flipped = value[dot + 1] === 'A' ? 'B' : 'A';
      return `titletrust.session_token=${encodeURIComponent(`${value.slice(0, dot + 1)}${flipped}${value.slice(dot + 2)}`)}`;
    });
    expect(forged).not.toBe(buyer.cookie);
    expect((await sessionOf(forged)).json().user).toBeNull();
    expect((await balancesWith(forged)).statusCode).toBe(401);
  });

  it('knows a revoked session at once: no session is kept in a cookie', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    expect(buyer.cookie).not.toContain('session_data');
    await database().db.delete(sessions).where(eq(sessions.userId, buyer.id));
    expect((await sessionOf(buyer.cookie)).json().user).toBeNull();
    expect((await balancesWith(buyer.cookie)).statusCode).toBe(401);
    // A cookie cache left by some other configuration neither signs in nor survives.
    const leftover = await sessionOf(`${buyer.cookie}; titletrust.session_data=stale`);
    expect(leftover.json().user).toBeNull();
    expect(leftover.cookies.find((c) => c.name === 'titletrust.session_data')?.maxAge).toBe(0);
  });

  it('checks a cookie once, then reads its session, account and profile on every request', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    const checks = vi.spyOn(app.services.auth.api, 'getSession');
    try {
      for (let i = 0; i < 3; i++) expect((await balancesWith(buyer.cookie)).statusCode).toBe(200);
      expect(checks.mock.calls.length).toBeLessThanOrEqual(1);
      // Our records are read again each time: a decision shows on the very next request.
      await database().db.execute(
        sql`UPDATE profiles SET verification_status = 'verified' WHERE id = ${buyer.id}`,
      );
      expect((await sessionOf(buyer.cookie)).json().user.isVerified).toBe(true);
      expect(checks.mock.calls.length).toBeLessThanOrEqual(1);
      // And so is the session row: revoked, it signs nobody in, and Better Auth is asked again.
      await database().db.delete(sessions).where(eq(sessions.userId, buyer.id));
      expect((await balancesWith(buyer.cookie)).statusCode).toBe(401);
      expect(checks.mock.calls.length).toBeGreaterThan(0);
    } finally {
      checks.mockRestore();
    }
  });

  it('ends on every server at once when one of them signs it out', async () => {
    const other = await buildTestApp(database());
    try {
      const seller = await createPersona(app, database().db, 'seller');
      const onOther = (url: string) =>
        other.inject({ method: 'GET', url, headers: { cookie: seller.cookie } });
      expect((await onOther('/api/money/balances')).statusCode).toBe(200);
      expect((await onOther('/api/money/balances')).statusCode).toBe(200);
      const signedOut = await app.inject({
        method: 'POST',
        url: '/api/accounts/sign-out',
        headers: { cookie: seller.cookie, origin: 'http://localhost:3000' },
        payload: { scope: 'local' },
      });
      expect(signedOut.statusCode).toBeLessThan(300);
      expect((await onOther('/api/money/balances')).statusCode).toBe(401);
      expect((await onOther('/api/accounts/session')).json().user).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('ends an expired session and clears the cookie', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    // Read once first, so the cookie is one the server has already accepted.
    expect((await balancesWith(buyer.cookie)).statusCode).toBe(200);
    await setExpiry(buyer, new Date(Date.now() - 1000));
    const answer = await sessionOf(buyer.cookie);
    expect(answer.json().user).toBeNull();
    expect(answer.cookies.find((c) => c.name === 'titletrust.session_token')?.maxAge).toBe(0);
    expect(await expiresAt(buyer)).toBeUndefined();
  });

  it('extends a remembered session once a day', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    expect((await balancesWith(buyer.cookie)).statusCode).toBe(200);
    // Made 25 hours ago: past updateAge (a day), so the next request extends it by 30 days.
    await setExpiry(buyer, new Date(Date.now() + 30 * DAY_MS - 25 * 60 * 60 * 1000));
    const answer = await balancesWith(buyer.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies.find((c) => c.name === 'titletrust.session_token')).toBeDefined();
    expect((await expiresAt(buyer))!.getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY_MS);
  });

  it('reads a session that is not remembered without extending it, until it expires', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: buyer.email, password: buyer.password, rememberMe: false },
      remoteAddress: randomIp(),
    });
    const cookie = cookieFrom(signedIn);
    expect(cookie).toContain('dont_remember');
    const persona = { ...buyer, cookie };
    const checks = vi.spyOn(app.services.auth.api, 'getSession');
    try {
      expect((await sessionOf(cookie)).json().user.id).toBe(buyer.id);
      const due = new Date(Date.now() + 30 * DAY_MS - 25 * 60 * 60 * 1000);
      await setExpiry(persona, due);
      for (let i = 0; i < 3; i++) expect((await sessionOf(cookie)).json().user.id).toBe(buyer.id);
      expect(await expiresAt(persona)).toEqual(due);
      // Better Auth never extends it, so its cookie is checked once and its row read after.
      expect(checks.mock.calls.length).toBe(1);
      await setExpiry(persona, new Date(Date.now() - 1000));
      expect((await balancesWith(cookie)).statusCode).toBe(401);
      expect(await expiresAt(persona)).toBeUndefined();
    } finally {
      checks.mockRestore();
    }
  });

  it('re-creates a missing profile (spec §8)', async () => {
    const unprofiled = await createPersona(app, database().db, 'buyer');
    await database().db.execute(sql`DELETE FROM profiles WHERE id = ${unprofiled.id}`);
    expect((await sessionOf(unprofiled.cookie)).json().user.id).toBe(unprofiled.id);
    const { rows } = await database().db.execute(
      sql`SELECT 1 FROM profiles WHERE id = ${unprofiled.id}`,
    );
    expect(rows).toHaveLength(1);
  });
});
