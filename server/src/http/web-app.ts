import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEMO_ONLY_PAGES,
  findPage,
  PAGE_ANSWER_ELEMENT_ID,
  PAGE_CONFIG_ELEMENT_ID,
  PAGE_SESSION_ELEMENT_ID,
  pageFirstRequest,
} from '@titletrust/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressedPage } from './compression';
import { sendRouteNotFound } from './error-handler';
import { readPagePreloads } from './page-preloads';
import { styleNonceOf } from './security-headers';

/** Vite writes this placeholder where the per-response CSP nonce belongs (vite.config html.cspNonce). */
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/** A page's title and sharing preview (Open Graph), for crawlers that run no JavaScript. */
export interface PageMetadata {
  title: string;
  description: string;
  url: string;
  image?: string;
}

/** What the server knows of a page's subject: its sharing preview, or that it does not exist. */
export type PageSubject = PageMetadata | 'missing' | undefined;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * JSON inside a `<script type="application/json">`, which the browser never runs: `<` is written
 * as its escape, so no text in it can close the tag.
 */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The page with its title replaced and the Open Graph tags added at the end of its head. */
function withMetadata(html: string, meta: PageMetadata): string {
  const tags = [
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.url],
    ['og:type', 'profile'],
    ...(meta.image ? [['og:image', meta.image]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}">`)
    .concat(`<meta name="description" content="${escapeHtml(meta.description)}">`)
    .join('');
  return html
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('</head>', `${tags}</head>`);
}

/**
 * Serves the built React app: hashed assets with long-lived caching, each as the brotli or gzip
 * file the build made beside it when the browser accepts one, other public files as they are,
 * and the HTML page for every app path — with status 404 where no page exists (and for the demo
 * pages outside demo mode), so the app's not-found page is also a real not-found for browsers
 * and crawlers — carrying preloads of the path's own page code. Unknown /api paths get JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    webDistDir,
    demoMode,
    pageMetadata,
    pageConfig,
    pageSession,
    pageAnswer,
  }: {
    webDistDir: string;
    demoMode: boolean;
    /** The metadata of a page that has its own (a public profile), by its path. */
    pageMetadata?: (pathname: string) => Promise<PageSubject>;
    /**
     * What GET /api/accounts/session would answer this request, sent inside the page: the app
     * then draws the signed-in header and a protected page without first asking for it.
     */
    pageSession?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /** What GET /api/config answers (the same for everyone), sent inside every page. */
    pageConfig?: unknown;
    /**
     * What the API answers this request's viewer for `path` (undefined unless 200): a page whose
     * content waits on a request (pageFirstRequest) carries its answer and draws without asking.
     */
    pageAnswer?: (request: FastifyRequest, path: string) => Promise<unknown>;
  },
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
      preCompressed: true,
      // The page itself goes through the not-found handler below, which stamps the CSP nonce.
      // Source maps are build artefacts (the build keeps them out of the served folder): one
      // that finds its way in is still not served. Nor is the build's manifest (in .vite/).
      allowedPath: (pathname) =>
        pathname !== '/index.html' && !pathname.endsWith('.map') && !pathname.startsWith('/.vite/'),
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
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : undefined;
  const html =
    template && pageConfig !== undefined
      ? template.replace('</head>', `${dataBlock(PAGE_CONFIG_ELEMENT_ID, pageConfig)}</head>`)
      : template;
  const preloads = hasBuild ? readPagePreloads(webDistDir) : {};

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isApiOrAsset = /^\/(api|assets)(\/|$)/.test(pathname);
    if (!html || !wantsPage || isApiOrAsset) {
      return sendRouteNotFound(reply, request.method, request.url);
    }
    const page = findPage(pathname);
    // The demo pages (demo passwords, the outgoing mail) do not exist outside demo mode.
    const exists = page && (demoMode || !DEMO_ONLY_PAGES.includes(page));
    const subject = exists && pageMetadata ? await pageMetadata(pathname) : undefined;
    // A page about something that does not exist (no such professional) is drawn, and says so,
    // with the status a crawler or a link checker reads.
    const status = exists && subject !== 'missing' ? 200 : 404;
    const meta = subject === 'missing' ? undefined : subject;
    const pagePreloads = exists ? preloads[page] : undefined;
    const session = exists && pageSession ? await pageSession(request, reply) : undefined;
    const answerPath = exists ? pageFirstRequest(pathname, search) : undefined;
    const answer = answerPath && pageAnswer ? await pageAnswer(request, answerPath) : undefined;
    const head = [
      pagePreloads ?? '',
      session === undefined ? '' : dataBlock(PAGE_SESSION_ELEMENT_ID, session),
      answer === undefined ? '' : dataBlock(PAGE_ANSWER_ELEMENT_ID, { path: answerPath, answer }),
    ].join('');
    const preloaded = head ? html.replace('</head>', `${head}</head>`) : html;
    const body = meta ? withMetadata(preloaded, meta) : preloaded;
    return (
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        // The page carries its viewer's session, and perhaps their contract and balances: no
        // cache keeps it, so Back and Forward ask for it anew rather than show a copy from
        // before a payment (decision 048).
        .header('cache-control', 'private, no-store')
        .send(
          compressedPage(request, reply, body.replace(NONCE_PLACEHOLDER, styleNonceOf(reply.raw))),
        )
    );
  });
}
