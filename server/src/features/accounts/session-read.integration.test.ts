import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { cookieFrom, createPersona, randomIp, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { loadSessionUser } from './load-session-user';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every request's viewer comes from Better Auth's getSession, then our profile (decision 030):
 * what the session route and a signed-in route answer as a session is used, refreshed, revoked,
 * expired or forged.
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

  it('knows a revoked session at once: nothing is cached, not even in a cookie', async () => {
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

  it('ends an expired session and clears the cookie', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    await setExpiry(buyer, new Date(Date.now() - 1000));
    const answer = await sessionOf(buyer.cookie);
    expect(answer.json().user).toBeNull();
    expect(answer.cookies.find((c) => c.name === 'titletrust.session_token')?.maxAge).toBe(0);
    expect(await expiresAt(buyer)).toBeUndefined();
  });

  it('extends a remembered session once a day', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    // Made 25 hours ago: past updateAge (a day), so the next request extends it by 30 days.
    await setExpiry(buyer, new Date(Date.now() + 30 * DAY_MS - 25 * 60 * 60 * 1000));
    const answer = await balancesWith(buyer.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies.find((c) => c.name === 'titletrust.session_token')).toBeDefined();
    expect((await expiresAt(buyer))!.getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY_MS);
  });

  it('reads a session that is not remembered without extending it', async () => {
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
    const due = new Date(Date.now() + 30 * DAY_MS - 25 * 60 * 60 * 1000);
    await setExpiry(persona, due);
    expect((await sessionOf(cookie)).json().user.id).toBe(buyer.id);
    expect(await expiresAt(persona)).toEqual(due);
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
