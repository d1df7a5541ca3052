import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createPersona, randomIp, type Persona } from '../../../test/support/personas';
import { buildTestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

const INVALID = {
  code: 'UNAUTHENTICATED',
  message: 'Invalid email or password. Please try again.',
};

describe('signing in and out', () => {
  const database = useTestDatabase();
  let app: FastifyInstance;
  let buyer: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database());
    buyer = await createPersona(app, database().db, 'buyer');
  });
  afterAll(() => app.close());

  const signIn = (body: Record<string, unknown>, remoteAddress = randomIp()) =>
    app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: body, remoteAddress });
  /** The Cookie header that replays only the device cookie a sign-in set. */
  const deviceCookieOf = (response: Awaited<ReturnType<typeof signIn>>) => {
    const device = response.cookies.find((c) => c.name.startsWith('titletrust.device.'));
    if (!device) throw new Error(`no device cookie in ${response.statusCode} answer`);
    return `${device.name}=${device.value}`;
  };
  const sessionOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/accounts/session', headers: { cookie } })).json<{
      user: { id: string; role: string } | null;
    }>().user;

  it('signs in with the right password, in any letter case of the e-mail, keeping the role', async () => {
    const response = await signIn({ email: buyer.email.toUpperCase(), password: buyer.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: buyer.id, role: 'buyer' });
    expect(await sessionOf(cookieFrom(response))).toMatchObject({ id: buyer.id });
  });

  it('answers every failure with the one message, revealing nothing', async () => {
    const attempts = [
      { email: buyer.email, password: 'Wrong-Password!2026' },
      { email: 'nobody.here@example.com', password: buyer.password },
      { email: 'not an email', password: 'x' },
      { email: buyer.email, password: 'x'.repeat(600) },
      { email: '', password: '' },
    ];
    for (const attempt of attempts) {
      const response = await signIn(attempt);
      expect(response.statusCode, JSON.stringify(attempt).slice(0, 60)).toBe(401);
      expect(response.json().error).toEqual(INVALID);
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('"remember me" keeps the session for 30 days; without it the cookie ends with the browser', async () => {
    const remembered = await signIn({
      email: buyer.email,
      password: buyer.password,
      rememberMe: true,
    });
    const token = remembered.cookies.find((c) => c.name === 'titletrust.session_token')!;
    expect(token.maxAge).toBe(30 * 24 * 60 * 60);

    const forgotten = await signIn({
      email: buyer.email,
      password: buyer.password,
      rememberMe: false,
    });
    const sessionOnly = forgotten.cookies.find((c) => c.name === 'titletrust.session_token')!;
    expect(sessionOnly.maxAge).toBeUndefined();
    expect(sessionOnly.expires).toBeUndefined();
    expect(await sessionOf(cookieFrom(forgotten))).toMatchObject({ id: buyer.id });
  });

  it('stops guessing from one address after 5 wrong passwords, without locking the owner out elsewhere', async () => {
    const attacker = randomIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await signIn({ email: buyer.email, password: `Guess-${i}!Aa` }, attacker)).statusCode,
      ).toBe(401);
    }
    const blocked = await signIn({ email: buyer.email, password: buyer.password }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);

    const owner = await signIn({ email: buyer.email, password: buyer.password });
    expect(owner.statusCode).toBe(200);
  });

  it('counts wrong passwords per address, not the sign-ins that succeed (many people share an address)', async () => {
    const office = randomIp();
    const colleague = await createPersona(app, database().db, 'buyer');
    const wrong = (i: number) =>
      signIn({ email: `stranger${i}@example.com`, password: 'x' }, office);
    for (let i = 0; i < 59; i++) expect((await wrong(i)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      const ok = await signIn({ email: colleague.email, password: colleague.password }, office);
      expect(ok.statusCode).toBe(200);
    }
    expect((await wrong(59)).statusCode).toBe(401);
    const refused = await wrong(60);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  });

  it('lets a parallel storm of wrong passwords through no further than the limit', async () => {
    const target = await createPersona(app, database().db, 'buyer');
    const attacker = randomIp();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn({ email: target.email, password: `Storm-${i}!Aa` }, attacker),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    for (const response of responses.filter((r) => r.statusCode === 401)) {
      expect(response.json().error).toEqual(INVALID);
    }
  });

  describe('a distributed attack on one account', () => {
    let owner: Persona;
    let ownerDevice: string;

    beforeAll(async () => {
      owner = await createPersona(app, database().db, 'seller');
      const earlier = await signIn({ email: owner.email, password: owner.password });
      ownerDevice = deviceCookieOf(earlier);
      // 50 wrong passwords from 10 addresses, 5 each: no one address reaches its own limit.
      for (let address = 0; address < 10; address++) {
        const ip = randomIp();
        for (let i = 0; i < 5; i++) {
          const guess = await signIn({ email: owner.email, password: `Dist-${i}!Aa` }, ip);
          expect(guess.statusCode).toBe(401);
        }
      }
    });

    it('then stops every new browser for the rest of the window', async () => {
      const fresh = await signIn({ email: owner.email, password: owner.password });
      expect(fresh.statusCode).toBe(429);
      expect(fresh.json().error.message).toBe(
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      );
      expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(800);
    });

    it('does not lock the owner out of a browser they signed in from before (device cookie)', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        payload: { email: owner.email, password: owner.password },
        headers: { cookie: ownerDevice },
        remoteAddress: randomIp(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(owner.id);
    });

    it('exempts only a genuine cookie of this very account', async () => {
      const other = await createPersona(app, database().db, 'buyer');
      const otherDevice = deviceCookieOf(
        await signIn({ email: other.email, password: other.password }),
      );
      const [name, value] = ownerDevice.split('=') as [string, string];
      const forged = `${name}=${value.slice(0, -4)}AAAA`;
      for (const cookie of [otherDevice, forged, `${otherDevice.split('=')[0]}=${value}`]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/accounts/sign-in',
          payload: { email: owner.email, password: owner.password },
          headers: { cookie },
          remoteAddress: randomIp(),
        });
        expect(response.statusCode, cookie).toBe(429);
      }
    });

    it('still holds a recognised browser to the per-address limit', async () => {
      const ip = randomIp();
      const attempt = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/accounts/sign-in',
          payload: { email: owner.email, password },
          headers: { cookie: ownerDevice },
          remoteAddress: ip,
        });
      for (let i = 0; i < 5; i++) expect((await attempt(`Mine-${i}!Aa`)).statusCode).toBe(401);
      expect((await attempt(owner.password)).statusCode).toBe(429);
    });
  });

  it('marks the browser with a signed, httpOnly device cookie sent only to the API', async () => {
    const response = await signIn({ email: buyer.email, password: buyer.password });
    const device = response.cookies.find((c) => c.name.startsWith('titletrust.device.'))!;
    expect(device).toMatchObject({
      httpOnly: true,
      // Lax, so Google's redirect back carries it; it guards no action.
      sameSite: 'Lax',
      path: '/api',
      maxAge: 180 * 24 * 60 * 60,
    });
    expect(device.name).not.toContain(buyer.email);
    const failed = await signIn({ email: buyer.email, password: 'Wrong-Password!2026' });
    expect(failed.cookies).toHaveLength(0);
  });

  it('sign out (local) ends only this device', async () => {
    const here = cookieFrom(await signIn({ email: buyer.email, password: buyer.password }));
    const elsewhere = cookieFrom(await signIn({ email: buyer.email, password: buyer.password }));
    const out = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-out',
      headers: { cookie: here },
      payload: { scope: 'local' },
    });
    expect(out.json()).toEqual({ user: null });
    expect(await sessionOf(here)).toBeNull();
    expect(await sessionOf(elsewhere)).not.toBeNull();
  });

  it('"sign out other devices" keeps this one and ends the rest', async () => {
    const here = cookieFrom(await signIn({ email: buyer.email, password: buyer.password }));
    const elsewhere = cookieFrom(await signIn({ email: buyer.email, password: buyer.password }));
    const sessions = await app.inject({
      method: 'GET',
      url: '/api/accounts/sessions',
      headers: { cookie: here },
    });
    const { sessions: listed } = sessions.json<{ sessions: { current: boolean }[] }>();
    expect(listed.filter((s) => s.current)).toHaveLength(1);

    const out = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-out',
      headers: { cookie: here },
      payload: { scope: 'others' },
    });
    expect(out.json().user.id).toBe(buyer.id);
    expect(await sessionOf(here)).not.toBeNull();
    expect(await sessionOf(elsewhere)).toBeNull();
    const left = await app.inject({
      method: 'GET',
      url: '/api/accounts/sessions',
      headers: { cookie: here },
    });
    expect(left.json().sessions).toHaveLength(1);
  });

  it('"sign out everywhere" ends every session, this one too', async () => {
    const here = cookieFrom(await signIn({ email: buyer.email, password: buyer.password }));
    const elsewhere = cookieFrom(await signIn({ email: buyer.email, password: buyer.password }));
    const out = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-out',
      headers: { cookie: here },
      payload: { scope: 'global' },
    });
    expect(out.statusCode).toBe(200);
    expect(await sessionOf(here)).toBeNull();
    expect(await sessionOf(elsewhere)).toBeNull();
  });

  it('a session list racing a sign-out everywhere answers 200 or 401, never 500', async () => {
    const cookie = cookieFrom(await signIn({ email: buyer.email, password: buyer.password }));
    const list = () =>
      app.inject({ method: 'GET', url: '/api/accounts/sessions', headers: { cookie } });
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, list),
      app.inject({
        method: 'POST',
        url: '/api/accounts/sign-out',
        headers: { cookie },
        payload: { scope: 'global' },
      }),
      ...Array.from({ length: 12 }, list),
    ]);
    for (const answer of answers) expect([200, 401]).toContain(answer.statusCode);
  });

  it('refuses a state-changing call that comes from another site', async () => {
    const cookie = cookieFrom(await signIn({ email: buyer.email, password: buyer.password }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { scope: 'global' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'This request came from another site and was refused.',
    );
    expect(await sessionOf(cookie)).not.toBeNull();
  });
});
