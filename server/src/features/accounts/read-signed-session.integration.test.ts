import type { SessionUser } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { cookieFrom, createPersona, randomIp, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { loadSessionUser } from './load-session-user';
import { createSessionReader } from './read-signed-session';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A plain signed-in request is read in one statement; everything Better Auth would change on the
 * way (refresh, expiry, clean-up) is left to it (decision 023). Each case checks both: what the
 * quick read says, and what a request then gets.
 */
describe('reading a signed session', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let read: (cookie: string | undefined) => Promise<SessionUser | undefined>;

  beforeAll(async () => {
    app = await buildTestApp(database());
    read = createSessionReader(database().db, await app.services.auth.$context);
  });
  afterAll(() => app.close());

  const sessionOf = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/accounts/session', headers: { cookie } });
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

  it('reads a live session as Better Auth does', async () => {
    const seller = await createPersona(app, database().db, 'seller');
    const quick = await read(seller.cookie);
    expect(quick).toMatchObject({ id: seller.id, role: 'seller', profileStatus: 'active' });
    const byBetterAuth = await app.services.auth.api.getSession({
      headers: new Headers({ cookie: seller.cookie }),
    });
    expect(quick).toEqual(await loadSessionUser(database().db, byBetterAuth!.user));
    expect((await sessionOf(seller.cookie)).json().user).toEqual(quick);
  });

  it('refuses a cookie whose signature does not hold, and so does every route', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    const forged = buyer.cookie.replace(/titletrust\.session_token=([^;]+)/, (_, sent: string) => {
      const value = decodeURIComponent(sent);
      const dot = value.lastIndexOf('.');
      const flipped = value[dot + 1] === 'A' ? 'B' : 'A';
      return `titletrust.session_token=${encodeURIComponent(`${value.slice(0, dot + 1)}${flipped}${value.slice(dot + 2)}`)}`;
    });
    expect(forged).not.toBe(buyer.cookie);
    expect(await read(forged)).toBeUndefined();
    expect((await sessionOf(forged)).json().user).toBeNull();
    expect(await read(undefined)).toBeUndefined();
  });

  it('knows a revoked session at once', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    await database().db.delete(sessions).where(eq(sessions.userId, buyer.id));
    expect(await read(buyer.cookie)).toBeUndefined();
    expect((await sessionOf(buyer.cookie)).json().user).toBeNull();
  });

  it('leaves an expired session to Better Auth, which ends it and clears the cookie', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    await setExpiry(buyer, new Date(Date.now() - 1000));
    expect(await read(buyer.cookie)).toBeUndefined();
    const answer = await sessionOf(buyer.cookie);
    expect(answer.json().user).toBeNull();
    expect(answer.cookies.find((c) => c.name === 'titletrust.session_token')?.maxAge).toBe(0);
  });

  it('leaves a session due for its daily refresh to Better Auth, which extends it', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    // Made 25 hours ago: past updateAge (a day), so the next request extends it by 30 days.
    await setExpiry(buyer, new Date(Date.now() + 30 * DAY_MS - 25 * 60 * 60 * 1000));
    expect(await read(buyer.cookie)).toBeUndefined();
    const answer = await sessionOf(buyer.cookie);
    expect(answer.json().user.id).toBe(buyer.id);
    expect(answer.cookies.find((c) => c.name === 'titletrust.session_token')).toBeDefined();
    expect((await expiresAt(buyer))!.getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY_MS);
    // Refreshed, it is a plain session again.
    expect((await read(buyer.cookie))?.id).toBe(buyer.id);
  });

  it('reads a session that is not remembered without refreshing it, as Better Auth does', async () => {
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
    expect((await read(cookie))?.id).toBe(buyer.id);
    expect((await sessionOf(cookie)).json().user.id).toBe(buyer.id);
    expect(await expiresAt(persona)).toEqual(due);
    // A "don't remember" cookie that is not ours is not believed.
    const forged = cookie.replace(/(titletrust\.dont_remember=)[^;]*/, '$1true.x');
    expect(await read(forged)).toBeUndefined();
  });

  it('leaves a banned account, a missing profile and a stale cookie cache to Better Auth', async () => {
    const banned = await createPersona(app, database().db, 'buyer');
    await database().db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    expect(await read(banned.cookie)).toBeUndefined();

    const unprofiled = await createPersona(app, database().db, 'buyer');
    await database().db.execute(sql`DELETE FROM profiles WHERE id = ${unprofiled.id}`);
    expect(await read(unprofiled.cookie)).toBeUndefined();
    // Better Auth's read, then ours, which re-creates the missing profile (spec §8).
    expect((await sessionOf(unprofiled.cookie)).json().user.id).toBe(unprofiled.id);
    expect((await read(unprofiled.cookie))?.id).toBe(unprofiled.id);

    const buyer = await createPersona(app, database().db, 'buyer');
    expect(await read(`${buyer.cookie}; titletrust.session_data=stale`)).toBeUndefined();
  });
});
