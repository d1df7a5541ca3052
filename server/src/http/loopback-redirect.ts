import type { FastifyInstance, FastifyRequest } from 'fastify';

// 127.0.0.0/8, also written as an IPv4-mapped IPv6 address (the URL parser shortens
// [::ffff:127.0.0.1] to [::ffff:7f00:1]).
const LOOPBACK_IPV4 = /^127(\.\d{1,3}){3}$/;
const LOOPBACK_MAPPED_IPV6 = /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/;

/**
 * Whether a host name (as a WHATWG URL spells it: lower case, IPv6 in brackets) names this very
 * machine: localhost and its sub-domains (browsers resolve them to loopback), 127.0.0.0/8, ::1,
 * and the "any" addresses 0.0.0.0 and :: that browsers also connect to locally.
 */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    LOOPBACK_IPV4.test(name) ||
    LOOPBACK_MAPPED_IPV6.test(name) ||
    ['0.0.0.0', '[::1]', '[::]'].includes(name)
  );
}

function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** The address the browser used, as a URL; undefined for a Host header that is not one. */
function requestedUrl(request: FastifyRequest): URL | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`);
  } catch {
    return undefined;
  }
}

/**
 * Where a request should go instead, or undefined to serve it here: the same path and query on
 * PUBLIC_URL when the browser reached the app through another loopback name on PUBLIC_URL's port
 * (127.0.0.1:3000 for localhost:3000, or the reverse). A different port is another service (the
 * API behind Vite's proxy, a tunnel), and another host name is a proxy's business.
 */
export function loopbackRedirectTarget(
  request: FastifyRequest,
  publicUrl: URL,
): string | undefined {
  // The API answers scripts, the health check and webhooks on whatever name they use; a fetch
  // from a page could not follow a redirect to another origin anyway. A browser opening an API
  // address (/api/docs) is a navigation and is sent on like a page.
  const isApi = /^\/api(\/|\?|$)/.test(request.url);
  if (isApi && request.headers['sec-fetch-mode'] !== 'navigate') return undefined;
  // An absolute request target (GET http://…) is a proxy's request, not a browser's.
  if (!request.url.startsWith('/')) return undefined;
  const requested = requestedUrl(request);
  if (
    !requested ||
    requested.host === publicUrl.host ||
    !isLoopbackHostname(requested.hostname) ||
    portOf(requested) !== portOf(publicUrl)
  ) {
    return undefined;
  }
  // Concatenated, not resolved: a path such as //evil.example must stay a path on our origin.
  return `${publicUrl.origin}${request.url}`;
}

/**
 * In development and demo mode, sends a browser that opened the app on another loopback name to
 * PUBLIC_URL, so there is one origin: one session cookie, and the dev mailbox's links (ours only
 * when they match the page's origin) stay links. 302 for GET and HEAD: temporary, because
 * PUBLIC_URL can change from one run to the next and a browser would keep a 301 for good; 308
 * for anything else, so a method and its body are repeated as they were.
 */
export function registerLoopbackRedirect(app: FastifyInstance, publicUrl: string) {
  const target = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    const location = loopbackRedirectTarget(request, target);
    if (!location) return;
    const status = request.method === 'GET' || request.method === 'HEAD' ? 302 : 308;
    return reply.redirect(location, status);
  });
}
