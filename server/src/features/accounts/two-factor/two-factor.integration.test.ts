import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, twoFactors } from '../../../db/schema';
import {
  cookieFrom,
  createPersona,
  randomIp,
  turnOnTwoFactor,
  type Persona,
} from '../../../../test/support/personas';
import { buildTestApp } from '../../../../test/support/test-app';
import { useTestDatabase } from '../../../../test/support/test-database';
import { totpCode } from '../../../platform/totp';

describe('two-factor sign-in', () => {
  const database = useTestDatabase();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, cookie?: string, remoteAddress = randomIp()) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: cookie ? { cookie } : {},
      remoteAddress,
    });
  const get = (url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });
  const sessionOf = async (cookie: string) =>
    (await get('/api/accounts/session', cookie)).json<{
      user: { id: string; twoFactorEnabled: boolean } | null;
    }>().user;
  /** Cookies a response set, as the browser would send them on (cleared ones dropped). */
  const cookiesAfter = (response: LightMyRequestResponse, before = '') => {
    const jar = new Map(
      before
        .split('; ')
        .filter(Boolean)
        .map((pair) => pair.split('=', 2) as [string, string]),
    );
    for (const cookie of response.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  };
  const signInWithPassword = (persona: Persona, cookie = '') =>
    post('/api/accounts/sign-in', { email: persona.email, password: persona.password }, cookie);

  async function withTwoFactor(): Promise<Persona & { totpKey: string }> {
    const persona = await turnOnTwoFactor(app, await createPersona(app, database().db, 'seller'));
    return persona as Persona & { totpKey: string };
  }

  it('is set up with a key and ten recovery codes, and is only on after a first right code', async () => {
    const seller = await createPersona(app, database().db, 'seller');
    const setup = await post(
      '/api/accounts/two-factor/setup',
      { password: seller.password },
      seller.cookie,
    );
    expect(setup.statusCode).toBe(200);
    const { totpUri, key, recoveryCodes } = setup.json();
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/TitleTrust:/);
    expect(key).toMatch(/^[A-Z2-7]+$/);
    expect(recoveryCodes).toHaveLength(10);
    // Not on yet: signing in still needs only the password.
    expect((await sessionOf(seller.cookie))?.twoFactorEnabled).toBe(false);
    expect((await signInWithPassword(seller)).json().user).not.toBeNull();

    const wrong = await post('/api/accounts/two-factor/confirm', { code: '000000' }, seller.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual([
      { path: 'code', message: expect.stringContaining('not right') },
    ]);
    const confirmed = await post(
      '/api/accounts/two-factor/confirm',
      { code: totpCode(key) },
      seller.cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.twoFactorEnabled).toBe(true);
    const [row] = await database()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, seller.id), eq(auditEvents.action, 'two_factor.enabled')));
    expect(row).toMatchObject({ actorId: seller.id });
  });

  it('asks for the code after the password, and signs in only with a right one', async () => {
    const seller = await withTwoFactor();
    const first = await signInWithPassword(seller);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ user: null, twoFactorRequired: true });
    const pending = cookiesAfter(first);
    expect(await sessionOf(pending)).toBeNull();

    const wrong = await post('/api/accounts/sign-in/two-factor', { code: '123456' }, pending);
    expect(wrong.statusCode).toBe(400);
    const right = await post(
      '/api/accounts/sign-in/two-factor',
      { code: totpCode(seller.totpKey) },
      pending,
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().user).toMatchObject({ id: seller.id, twoFactorEnabled: true });
    expect(await sessionOf(cookiesAfter(right, pending))).toMatchObject({ id: seller.id });
  });

  it('ends a challenge after five wrong codes', async () => {
    const seller = await withTwoFactor();
    const pending = cookiesAfter(await signInWithPassword(seller));
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post('/api/accounts/sign-in/two-factor', { code: '000001' }, pending);
      expect(wrong.statusCode).toBe(400);
    }
    const sixth = await post(
      '/api/accounts/sign-in/two-factor',
      { code: totpCode(seller.totpKey) },
      pending,
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toMatch(/sign in again/);
  });

  it('takes a recovery code once, with or without its dash, and records its use', async () => {
    const seller = await createPersona(app, database().db, 'seller');
    const setup = await post(
      '/api/accounts/two-factor/setup',
      { password: seller.password },
      seller.cookie,
    );
    const { key, recoveryCodes } = setup.json<{ key: string; recoveryCodes: string[] }>();
    await post('/api/accounts/two-factor/confirm', { code: totpCode(key) }, seller.cookie);
    const code = recoveryCodes[0]!;

    const pending = cookiesAfter(await signInWithPassword(seller));
    const used = await post(
      '/api/accounts/sign-in/two-factor',
      { recoveryCode: code.replace('-', '') },
      pending,
    );
    expect(used.statusCode).toBe(200);
    const again = cookiesAfter(await signInWithPassword(seller));
    const reused = await post('/api/accounts/sign-in/two-factor', { recoveryCode: code }, again);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields[0].path).toBe('recoveryCode');

    const status = await get('/api/accounts/two-factor', cookiesAfter(used, pending));
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9, hasPassword: true });
    const rows = await database()
      .db.select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.userId, seller.id),
          eq(auditEvents.action, 'two_factor.recovery_code_used'),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('"trust this device" skips the code on this browser only', async () => {
    const seller = await withTwoFactor();
    const pending = cookiesAfter(await signInWithPassword(seller));
    const trusted = await post(
      '/api/accounts/sign-in/two-factor',
      { code: totpCode(seller.totpKey), trustDevice: true },
      pending,
    );
    const browser = cookiesAfter(trusted, pending);
    const again = await signInWithPassword(seller, browser);
    expect(again.json().user).toMatchObject({ id: seller.id });
    // Another browser still needs the code.
    expect((await signInWithPassword(seller)).json().twoFactorRequired).toBe(true);
  });

  it('is turned off only with a code and the password, and renews recovery codes the same way', async () => {
    const seller = await withTwoFactor();
    const noCode = await post(
      '/api/accounts/two-factor/disable',
      { password: seller.password, code: '000000' },
      seller.cookie,
    );
    expect(noCode.statusCode).toBe(400);
    const noPassword = await post(
      '/api/accounts/two-factor/disable',
      { password: 'Not-The-Password!1', code: totpCode(seller.totpKey) },
      seller.cookie,
    );
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields[0].path).toBe('password');

    const renewed = await post(
      '/api/accounts/two-factor/recovery-codes',
      { password: seller.password, code: totpCode(seller.totpKey) },
      seller.cookie,
    );
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);

    const off = await post(
      '/api/accounts/two-factor/disable',
      { password: seller.password, code: totpCode(seller.totpKey) },
      seller.cookie,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json().user.twoFactorEnabled).toBe(false);
    expect(
      await database().db.select().from(twoFactors).where(eq(twoFactors.userId, seller.id)),
    ).toEqual([]);
    expect((await signInWithPassword(seller)).json().user).toMatchObject({ id: seller.id });
  });

  it('refuses an admin without two-factor everywhere but its setup, and lets them set it up', async () => {
    const admin = await createPersona(app, database().db, 'admin');
    expect(admin.totpKey).toBeTruthy();
    // An admin who somehow lost it (turned off in the database) is held to the setup page.
    await database().db.delete(twoFactors).where(eq(twoFactors.userId, admin.id));
    const { users } = await import('../../../db/schema');
    await database()
      .db.update(users)
      .set({ twoFactorEnabled: false })
      .where(eq(users.id, admin.id));
    const bare = cookiesAfter(await signInWithPassword(admin));

    const adminRoutes = app.routeRules.filter(
      (rule) => rule.access !== 'public' && !rule.url.startsWith('/api/accounts/two-factor'),
    );
    expect(adminRoutes.length).toBeGreaterThan(20);
    for (const rule of adminRoutes) {
      if (rule.url === '/api/accounts/sign-out') continue;
      const response = await app.inject({
        method: rule.method as 'GET',
        url: rule.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
        headers: { cookie: bare },
      });
      expect(response.statusCode, `${rule.method} ${rule.url}`).toBe(403);
      expect(response.json().error.code, `${rule.method} ${rule.url}`).toBe('TWO_FACTOR_REQUIRED');
    }
    const setup = await post('/api/accounts/two-factor/setup', { password: admin.password }, bare);
    expect(setup.statusCode).toBe(200);
    const confirmed = await post(
      '/api/accounts/two-factor/confirm',
      { code: totpCode(setup.json().key) },
      bare,
    );
    expect(confirmed.statusCode).toBe(200);
    const after = cookiesAfter(confirmed, bare);
    expect((await get('/api/admin/stats', after)).statusCode).toBe(200);
    // And may not turn it off again.
    const off = await post(
      '/api/accounts/two-factor/disable',
      { password: admin.password, code: totpCode(setup.json().key) },
      after,
    );
    expect(off.statusCode).toBe(403);
  });

  it('still accepts a code from the step before, as authenticator clocks drift', async () => {
    const seller = await withTwoFactor();
    const pending = cookiesAfter(await signInWithPassword(seller));
    const late = await post(
      '/api/accounts/sign-in/two-factor',
      { code: totpCode(seller.totpKey, Date.now(), -1) },
      pending,
    );
    expect(late.statusCode).toBe(200);
    expect(cookieFrom(late)).toContain('session_token');
  });
});
