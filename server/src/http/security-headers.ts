import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type ResponseWithNonce = ServerResponse & { cspStyleNonce?: string };

/**
 * The per-response nonce that lets the web app's own <style> elements (Mantine's CSS variables)
 * through the policy; the HTML page handler writes the same value into the page.
 */
export function styleNonceOf(res: ServerResponse): string {
  const withNonce = res as ResponseWithNonce;
  withNonce.cspStyleNonce ??= randomBytes(16).toString('base64');
  return withNonce.cspStyleNonce;
}

/**
 * Helmet's headers with a real Content-Security-Policy: scripts only from our origin, no inline
 * scripts at all, inline styles only with the per-response nonce, nothing may frame us. We frame
 * only ourselves and `frameOrigins` (the assistant's video rooms, when video is configured).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  isProduction: boolean,
  frameOrigins: string[] = [],
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", (_req, res) => `'nonce-${styleNonceOf(res)}'`],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameSrc: ["'self'", ...frameOrigins],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Over plain http on localhost HSTS would only get in the way.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
}
