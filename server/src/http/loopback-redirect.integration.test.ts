import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/server-process';
import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { useTestDatabase } from '../../test/support/test-database';

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'p'.repeat(40),
  CUSTODY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  SMTP_URL: 'smtp://127.0.0.1:1',
};

describe('a browser on another loopback name than PUBLIC_URL', () => {
  const database = useTestDatabase();
  const apps: TestApp[] = [];
  let buildDir: string;

  beforeAll(() => {
    buildDir = mkdtempSync(path.join(tmpdir(), 'titletrust-web-'));
    writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(buildDir, { recursive: true, force: true });
  });

  /** The app listening on localhost:<port> (127.0.0.1 and ::1 where there is one), as npm start does. */
  async function listening(env: Record<string, string>) {
    const port = await freePort();
    const app = await buildTestApp(database(), {
      WEB_DIST_DIR: buildDir,
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    });
    apps.push(app);
    await app.listen({ port, host: 'localhost' });
    return port;
  }

  const open = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });

  it('is sent to PUBLIC_URL with the path and query kept in demo mode, over real HTTP', async () => {
    const port = await listening({ DEMO_MODE: 'true' });
    const response = await open(`http://127.0.0.1:${port}/login?x=1`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`http://localhost:${port}/login?x=1`);

    const followed = await fetch(`http://127.0.0.1:${port}/login?x=1`);
    expect(followed.url).toBe(`http://localhost:${port}/login?x=1`);
    expect(followed.status).toBe(200);
    // On PUBLIC_URL's own name nothing moves.
    expect((await open(`http://localhost:${port}/login?x=1`)).status).toBe(200);
  });

  it('is sent there in development mode too', async () => {
    const port = await listening({ NODE_ENV: 'development', DEMO_MODE: 'false' });
    const response = await open(`http://127.0.0.1:${port}/gigs`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`http://localhost:${port}/gigs`);
  });

  it('is served where it is in production, where a reverse proxy decides the host', async () => {
    const port = await listening(PRODUCTION);
    const response = await open(`http://127.0.0.1:${port}/login?x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
  });

  describe('which addresses and requests move (demo mode)', () => {
    let app: TestApp;
    const PUBLIC = 'http://localhost:3000';

    beforeAll(async () => {
      app = await buildTestApp(database(), {
        WEB_DIST_DIR: buildDir,
        PUBLIC_URL: PUBLIC,
        DEMO_MODE: 'true',
      });
      apps.push(app);
    });

    const locationOf = async (
      host: string,
      url: string,
      init: { method?: 'GET' | 'HEAD' | 'POST'; headers?: Record<string, string> } = {},
    ) => {
      const response = await app.inject({
        method: init.method ?? 'GET',
        url,
        headers: { host, ...init.headers },
      });
      return { status: response.statusCode, location: response.headers.location };
    };

    it('moves every loopback alias on the same port', async () => {
      for (const host of [
        '127.0.0.1:3000',
        '127.0.1.1:3000',
        '[::1]:3000',
        '[0:0:0:0:0:0:0:1]:3000',
        '0.0.0.0:3000',
        '[::]:3000',
        '[::ffff:127.0.0.1]:3000',
        'app.localhost:3000',
        'LOCALHOST.:3000',
      ]) {
        expect(await locationOf(host, '/contracts/abc?tab=2'), host).toEqual({
          status: 302,
          location: `${PUBLIC}/contracts/abc?tab=2`,
        });
      }
    });

    it('leaves other ports, other hosts and PUBLIC_URL itself alone', async () => {
      for (const host of ['localhost:3000', '127.0.0.1:5173', '127.0.0.1', 'titletrust.ng:3000']) {
        expect((await locationOf(host, '/login')).location, host).toBeUndefined();
      }
    });

    it('answers the API where it is asked: the health check, webhooks and scripts', async () => {
      const health = await locationOf('127.0.0.1:3000', '/api/health');
      expect(health).toEqual({ status: 200, location: undefined });
      const webhook = await locationOf('127.0.0.1:3000', '/api/webhooks/circle', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      expect(webhook.location).toBeUndefined();
      expect(webhook.status).not.toBe(308);
    });

    it('moves a browser opening an API address, like a page', async () => {
      expect(
        await locationOf('127.0.0.1:3000', '/api/docs', {
          headers: { 'sec-fetch-mode': 'navigate' },
        }),
      ).toEqual({ status: 302, location: `${PUBLIC}/api/docs` });
    });

    it('repeats anything but GET and HEAD with its method and body: 308', async () => {
      expect(await locationOf('127.0.0.1:3000', '/login', { method: 'HEAD' })).toEqual({
        status: 302,
        location: `${PUBLIC}/login`,
      });
      expect(
        await locationOf('127.0.0.1:3000', '/login', {
          method: 'POST',
          headers: { 'sec-fetch-mode': 'navigate' },
        }),
      ).toEqual({ status: 308, location: `${PUBLIC}/login` });
    });

    it('never leaves PUBLIC_URL: a path that looks like another host stays a path', async () => {
      expect(await locationOf('127.0.0.1:3000', '//evil.example/x')).toEqual({
        status: 302,
        location: `${PUBLIC}//evil.example/x`,
      });
    });
  });
});
