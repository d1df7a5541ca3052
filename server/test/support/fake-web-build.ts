import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './test-app';
import type { TestDatabase } from './test-database';

/** A miniature of what `vite build` writes, with the nonce placeholder where Vite puts it. */
export function writeFakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'titletrust-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__">' +
      '<meta\n  name="description"\n  content="The site" /><title>TitleTrust</title>' +
      '<script type="module" src="/assets/app-abc123.js" nonce="__CSP_NONCE__"></script>' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', src: 'index.html', isEntry: true },
      'src/features/accounts/login/LoginPage.tsx': {
        file: 'assets/LoginPage-abc123.js',
        src: 'src/features/accounts/login/LoginPage.tsx',
        isDynamicEntry: true,
      },
    }),
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** An app serving a fake build for the tests of this file, closed and cleaned up after them. */
export function useAppServingFakeBuild(database: () => TestDatabase): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  let buildDir: string | undefined;
  beforeAll(async () => {
    buildDir = writeFakeBuild();
    app = await buildTestApp(database(), { WEB_DIST_DIR: buildDir });
  });
  afterAll(async () => {
    await app?.close();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });
  return () => app!;
}

/** The JSON block with this id in a served page (see web-app.ts), or undefined when it has none. */
export function pageDataBlock(page: string, id: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(page);
  return json ? (JSON.parse(json[1]!) as unknown) : undefined;
}
