import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/support/test-database';
import { buildTestApp } from '../../test/support/test-app';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../db/schema';
import { createPersona } from '../../test/support/personas';
import { createVerifiedSeller } from '../../test/support/marketplace';
import {
  pageDataBlock,
  useAppServingFakeBuild,
  writeFakeBuild,
} from '../../test/support/fake-web-build';

describe('serving the web app', () => {
  const database = useTestDatabase();
  const app = useAppServingFakeBuild(database);

  const get = (url: string) =>
    app().inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('serves the page for every app route, with a fresh CSP nonce that matches the page', async () => {
    const first = await get('/buyer-dashboard');
    const second = await get('/');
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const csp = String(response.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(response.body).toContain(`nonce="${nonce}"`);
      expect(response.body).not.toContain('__CSP_NONCE__');
    }
    expect(first.headers['content-security-policy']).not.toBe(
      second.headers['content-security-policy'],
    );
  });

  it("writes a professional's sharing preview into /profile/{id}, escaped, and none for others", async () => {
    const { db } = database();
    const seller = await createVerifiedSeller(app(), db);
    await db
      .update(profiles)
      .set({ professionalTitle: 'Property lawyer <b>&</b>', profilePicture: 'x/avatar.webp' })
      .where(eq(profiles.id, seller.id));
    const page = (await get(`/profile/${seller.id}`)).body;
    const title = 'Chiamaka Nwosu — Property lawyer &lt;b&gt;&amp;&lt;/b&gt; | TitleTrust';
    expect(page).toContain(`<title>${title}</title>`);
    expect(page).toContain(`<meta property="og:title" content="${title}">`);
    expect(page).toContain(
      `<meta property="og:image" content="http://localhost:3000/api/profiles/${seller.id}/picture?v=avatar">`,
    );
    expect(page).toMatch(/<meta property="og:description" content="[^"]*0 jobs completed/);
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).not.toContain('<b>');

    const client = await createPersona(app(), db, 'buyer');
    for (const url of [`/profile/${client.id}`, '/profile/not-a-uuid', '/login']) {
      const other = (await get(url)).body;
      expect(other).not.toContain('og:title');
      expect(other).toContain('<title>TitleTrust</title>');
    }
    // No such professional: the page (which says so) with a 404, as a crawler must read it.
    for (const url of [
      `/profile/${client.id}`,
      '/profile/not-a-uuid',
      `/profile/${randomUUID()}`,
    ]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<div id="root">');
    }
    expect((await get(`/profile/${seller.id}`)).statusCode).toBe(200);
  });

  it('keeps scripts to our own origin with no inline code, and forbids framing', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('answers an unknown page with the app (which shows not-found) and status 404', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await get('/assets/gone-999.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it("preloads the page's own module with the page, and nothing for a path with no page", async () => {
    const preload =
      '<link rel="modulepreload" href="/assets/LoginPage-abc123.js" crossorigin fetchpriority="low">';
    const login = (await get('/login')).body;
    expect(login.indexOf(preload)).toBeGreaterThan(0);
    expect(login.indexOf(preload)).toBeLessThan(login.indexOf('</head>'));
    for (const url of ['/', '/register', '/no-such-page']) {
      expect((await get(url)).body).not.toContain('modulepreload');
    }
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  const pageSession = (page: string) => pageDataBlock(page, 'page-session');

  it("sends a page with its viewer's session as the session route answers it, for no cache to keep", async () => {
    const { db } = database();
    const client = await createPersona(app(), db, 'buyer');
    // A name that would end the script element if it were written as it is.
    await db
      .update(users)
      .set({ name: 'Ada </script><script>alert(1)</script>' })
      .where(eq(users.id, client.id));
    const headers = { accept: 'text/html', cookie: client.cookie };
    const page = await app().inject({ method: 'GET', url: '/find-gigs', headers });
    const api = await app().inject({ method: 'GET', url: '/api/accounts/session', headers });
    expect(api.json<{ user: { id: string; name: string } }>().user).toMatchObject({
      id: client.id,
      name: 'Ada </script><script>alert(1)</script>',
    });
    expect(pageSession(page.body)).toEqual(api.json());
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.headers['cache-control']).toBe('private, no-store');

    expect(pageSession((await get('/login')).body)).toEqual({ user: null });
    expect(pageSession((await get('/no-such-page')).body)).toBeUndefined();
  });

  it("sends every page with the installation's settings, as GET /api/config answers them", async () => {
    const config = await app().inject({ method: 'GET', url: '/api/config' });
    for (const url of ['/', '/login', '/find-gigs', '/no-such-page']) {
      expect(pageDataBlock((await get(url)).body, 'page-config')).toEqual(config.json());
    }
  });

  it('never serves the raw template with its placeholder', async () => {
    const response = await get('/index.html');
    expect(response.body).not.toContain('__CSP_NONCE__');
  });
});

describe('the demo pages outside demo mode', () => {
  const database = useTestDatabase();
  let buildDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(() => {
    buildDir = writeFakeBuild();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(buildDir, { recursive: true, force: true });
  });

  const statusesOf = async (env: Record<string, string>) => {
    const app = await buildTestApp(database(), { WEB_DIST_DIR: buildDir, ...env });
    apps.push(app);
    const statuses: Record<string, number> = {};
    for (const url of [
      '/test-accounts',
      '/dev/mailbox',
      '/profile-demo',
      '/profile-test',
      '/api/demo/accounts',
      '/login',
    ]) {
      statuses[url] = (await app.inject({ method: 'GET', url })).statusCode;
    }
    return statuses;
  };

  it('answers 404 for the demo-only pages in production, on the server', async () => {
    expect(
      await statusesOf({
        NODE_ENV: 'production',
        AUTH_SECRET: 'p'.repeat(40),
        CUSTODY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        SMTP_URL: 'smtp://127.0.0.1:1',
      }),
    ).toEqual({
      '/test-accounts': 404,
      '/dev/mailbox': 404,
      '/profile-demo': 404,
      '/profile-test': 404,
      '/api/demo/accounts': 404,
      '/login': 200,
    });
  });

  it('serves them in demo mode', async () => {
    expect(await statusesOf({ DEMO_MODE: 'true' })).toEqual({
      '/test-accounts': 200,
      '/dev/mailbox': 200,
      '/profile-demo': 200,
      '/profile-test': 200,
      '/api/demo/accounts': 200,
      '/login': 200,
    });
  });
});
