import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';

/** The request's headers for Better Auth, with the client address Fastify resolved. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-client-ip', request.ip);
  return headers;
}

/** Passes Better Auth's cookie changes (session set, refreshed or cleared) on to the browser. */
export function forwardSetCookies(reply: FastifyReply, headers: Headers | undefined | null) {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes('titletrust.session_token=') ?? false;
}

/** A cookie's value, as sent, from a Cookie header (undefined when absent). */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return undefined;
}
