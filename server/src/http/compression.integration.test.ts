import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersona } from '../../test/support/personas';
import { postGigAs } from '../../test/support/marketplace';
import { buildTestApp } from '../../test/support/test-app';
import { useTestDatabase } from '../../test/support/test-database';

const CHROME = 'gzip, deflate, br, zstd';
const SCRIPT = `export const lines = [${Array.from({ length: 200 }, (_, i) => `"line ${i}"`).join(',')}];\n`;

/** What `npm run build` leaves in web/dist: each asset with its brotli and gzip copies. */
function writeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'titletrust-compressed-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__">' +
      '<title>TitleTrust</title></head><body><div id="root"></div>' +
      `<p>${'A page long enough to be worth compressing. '.repeat(40)}</p></body></html>`,
  );
  const asset = path.join(dir, 'assets', 'app-abc123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  // A source map that found its way into the served folder (the build keeps them elsewhere).
  writeFileSync(`${asset}.map`, '{"version":3,"sources":["../../src/secret.ts"]}');
  return dir;
}

const varies = (headers: Record<string, string | string[] | number | undefined>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .includes('accept-encoding');

describe('compressed answers', () => {
  const database = useTestDatabase();
  let buildDir: string;
  let app: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    buildDir = writeBuild();
    app = await buildTestApp(database(), { WEB_DIST_DIR: buildDir });
    production = await buildTestApp(database(), {
      WEB_DIST_DIR: buildDir,
      NODE_ENV: 'production',
      AUTH_SECRET: 'p'.repeat(40),
      CUSTODY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
  });

  afterAll(async () => {
    await Promise.all([app.close(), production.close()]);
    rmSync(buildDir, { recursive: true, force: true });
  });

  const get = (server: FastifyInstance, url: string, acceptEncoding?: string) =>
    server.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it("sends an asset as the build's brotli file to a browser that accepts brotli", async () => {
    for (const server of [app, production]) {
      const response = await get(server, '/assets/app-abc123.js', CHROME);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('javascript');
      expect(varies(response.headers)).toBe(true);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    }
  });

  it('sends the gzip file to a browser that accepts only gzip, and the file itself otherwise', async () => {
    const gzipped = await get(production, '/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(varies(gzipped.headers)).toBe(true);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(production, '/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain.headers)).toBe(true);
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves no source map, in production or not', async () => {
    for (const server of [production, app]) {
      const response = await get(server, '/assets/app-abc123.js.map', CHROME);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    }
  });

  it('compresses the page as it sends it, with its fresh nonce', async () => {
    const response = await get(production, '/login', CHROME);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varies(response.headers)).toBe(true);
    const page = brotliDecompressSync(response.rawPayload).toString();
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(page).toContain(`nonce="${nonce}"`);

    const plain = await get(production, '/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it("compresses the API's answers of a kilobyte or more", async () => {
    const { db } = database();
    const buyer = await createPersona(app, db, 'buyer');
    const gig = await postGigAs(app, buyer, { description: 'Verify the title. '.repeat(100) });
    const response = await app.inject({
      method: 'GET',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: buyer.cookie, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(varies(response.headers)).toBe(true);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).gig.id).toBe(gig.id);

    const small = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': CHROME },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
