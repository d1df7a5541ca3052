import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEMO_ONLY_PAGES, findPage } from '@titletrust/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from './error-handler';
import { styleNonceOf } from './security-headers';

/** Vite writes this placeholder where the per-response CSP nonce belongs (vite.config html.cspNonce). */
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/**
 * Serves the built React app: hashed assets with long-lived caching, other public files as they
 * are, and the HTML page for every app path — with status 404 where no page exists (and for the
 * demo pages outside demo mode), so the app's not-found page is also a real not-found for
 * browsers and crawlers. Unknown /api paths get JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir, demoMode }: { webDistDir: string; demoMode: boolean },
) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (!hasBuild) {
    app.log.warn(
      `no web build at ${webDistDir}: only the API is served (run "npm run build", or "npm run dev" for Vite)`,
    );
  } else {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The page itself goes through the not-found handler below, which stamps the CSP nonce.
      allowedPath: (pathname) => pathname !== '/index.html',
      cacheControl: false,
      setHeaders: (staticReply, filePath) => {
        const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        staticReply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  // Read once: the page is small and changes only with a new build (a new process).
  const html = hasBuild ? readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isApiOrAsset = /^\/(api|assets)(\/|$)/.test(pathname);
    if (!html || !wantsPage || isApiOrAsset) {
      return sendRouteNotFound(reply, request.method, request.url);
    }
    const page = findPage(pathname);
    // The demo pages (demo passwords, the outgoing mail) do not exist outside demo mode.
    const exists = page && (demoMode || !DEMO_ONLY_PAGES.includes(page));
    const status = exists ? 200 : 404;
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html.replace(NONCE_PLACEHOLDER, styleNonceOf(reply.raw)));
  });
}
