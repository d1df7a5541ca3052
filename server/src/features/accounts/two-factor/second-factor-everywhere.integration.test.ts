import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider } from '../../../../test/support/oidc-provider';
import { cookieFrom, randomIp, turnOnTwoFactor } from '../../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../../test/support/test-app';
import { useTestDatabase } from '../../../../test/support/test-database';
import { totpCode } from '../../../platform/totp';
import { newWallet, signedSiwe } from '../../../../test/support/wallets';

/** The cookies a response leaves in the browser (cleared ones dropped). */
const liveCookies = (response: LightMyRequestResponse) =>
  response.cookies
    .filter((cookie) => cookie.value !== '' && cookie.maxAge !== 0)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

describe('the two-factor code after a wallet or Google sign-in', () => {
  const database = useTestDatabase();
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  let app: TestApp;

  beforeAll(async () => {
    oidc = await startOidcProvider();
    app = await buildTestApp(database(), {
      GOOGLE_CLIENT_ID: 'titletrust-test',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    });
  });
  afterAll(async () => {
    await app.close();
    await oidc.stop();
  });

  const sessionOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/accounts/session', headers: { cookie } })).json<{
      user: { id: string } | null;
    }>().user;
  const finish = (cookie: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in/two-factor',
      payload: { code },
      headers: { cookie },
      remoteAddress: randomIp(),
    });

  it('a wallet signature alone gets no session once two-factor is on', async () => {
    const wallet = newWallet();
    const walletSignIn = async () =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/wallet/sign-in',
        payload: await signedSiwe(app, wallet),
        remoteAddress: randomIp(),
      });
    const first = await walletSignIn();
    const user = first.json().user as { id: string };
    // A wallet account has no password: two-factor goes on without one.
    const persona = await turnOnTwoFactor(app, {
      id: user.id,
      email: '',
      password: '',
      role: 'buyer',
      cookie: cookieFrom(first),
    });

    const again = await walletSignIn();
    expect(again.json()).toEqual({ user: null, twoFactorRequired: true });
    const pending = liveCookies(again);
    expect(await sessionOf(pending)).toBeNull();
    expect((await finish(pending, '000000')).statusCode).toBe(400);
    const done = await finish(pending, totpCode(persona.totpKey!));
    expect(done.statusCode).toBe(200);
    expect(await sessionOf(liveCookies(done))).toMatchObject({ id: user.id });
  });

  it('a Google sign-in lands on the code page, without a session, and the code finishes it', async () => {
    const identity = { sub: 'google-2fa', email: 'two.factor@example.com', name: 'Bola Code' };
    const signInWithGoogle = async () => {
      oidc.queue(identity);
      const start = await app.inject({
        method: 'POST',
        url: '/api/accounts/google',
        payload: { accountType: 'client' },
        remoteAddress: randomIp(),
      });
      const authorize = await fetch(start.json().url, { redirect: 'manual' });
      const callback = new URL(authorize.headers.get('location')!);
      return app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie: cookieFrom(start) },
      });
    };
    const first = await signInWithGoogle();
    const user = (await sessionOf(cookieFrom(first)))!;
    const persona = await turnOnTwoFactor(app, {
      id: user.id,
      email: identity.email,
      password: '',
      role: 'buyer',
      cookie: cookieFrom(first),
    });

    const landed = await signInWithGoogle();
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toMatch(/\/sign-in\/two-factor$/);
    const pending = liveCookies(landed);
    expect(await sessionOf(pending)).toBeNull();
    const done = await finish(pending, totpCode(persona.totpKey!));
    expect(done.statusCode).toBe(200);
    expect(await sessionOf(liveCookies(done))).toMatchObject({ id: user.id });
  });
});
