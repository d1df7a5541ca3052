import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider } from '../../../../test/support/oidc-provider';
import { cookieFrom, randomIp } from '../../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../../test/support/test-app';
import { useTestDatabase } from '../../../../test/support/test-database';

describe('Google sign-in (OpenID Connect, against a local provider)', () => {
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

  /** What a browser does: start, follow the provider's redirect, land on our callback. */
  async function signInWithGoogle(accountType?: 'client' | 'professional') {
    const start = await app.inject({
      method: 'POST',
      url: '/api/accounts/google',
      payload: accountType ? { accountType } : {},
      remoteAddress: randomIp(),
    });
    expect(start.statusCode).toBe(200);
    const stateCookie = cookieFrom(start);
    const authorize = await fetch(start.json().url, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    expect(callback.pathname).toBe('/api/auth/callback/google');
    const landed = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: stateCookie },
    });
    return landed;
  }

  it('creates a new professional as a seller, carrying the chosen type through the redirect', async () => {
    const landed = await signInWithGoogle('professional');
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toMatch(/\/auth\/callback$/);
    const session = await app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      headers: { cookie: cookieFrom(landed) },
    });
    expect(session.json().user).toMatchObject({
      role: 'seller',
      profileStatus: 'active',
      email: oidc.issued.at(-1)!.email,
    });
  });

  it('signs a returning Google user into the same account', async () => {
    const identity = {
      sub: 'google-returning',
      email: 'returning.client@example.com',
      name: 'Ada Returning',
    };
    oidc.queue(identity);
    const first = await signInWithGoogle('client');
    const firstUser = (
      await app.inject({
        method: 'GET',
        url: '/api/accounts/session',
        headers: { cookie: cookieFrom(first) },
      })
    ).json().user;
    oidc.queue(identity);
    const second = await signInWithGoogle('professional');
    const secondUser = (
      await app.inject({
        method: 'GET',
        url: '/api/accounts/session',
        headers: { cookie: cookieFrom(second) },
      })
    ).json().user;
    expect(secondUser).toMatchObject({ id: firstUser.id, role: 'buyer' });
  });

  it('refuses a callback whose state the browser did not start (no state cookie)', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/api/accounts/google',
      payload: {},
      remoteAddress: randomIp(),
    });
    const authorize = await fetch(start.json().url, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    const landed = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
    });
    expect(landed.headers.location).toMatch(/\/auth\/callback\?error=/);
    expect(landed.cookies.find((c) => c.name === 'titletrust.session_token')).toBeUndefined();
  });

  it('says "Failed to initiate Google login" when Google is not configured', async () => {
    const plain = await buildTestApp(database());
    const response = await plain.inject({
      method: 'POST',
      url: '/api/accounts/google',
      payload: {},
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe('Failed to initiate Google login');
    expect((await plain.inject('/api/config')).json().googleSignIn.enabled).toBe(false);
    await plain.close();
  });
});
