import type { onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { hitRateLimit, tooManyAttempts, type RateLimitRule } from '../platform/rate-limit';

/**
 * A route's onRequest hook that counts every request from the caller's address in a fixed window
 * (platform/rate-limit.ts, shared by all instances) and answers 429 with Retry-After beyond it.
 * It runs before the body is parsed, so malformed requests count too.
 *
 * @param name the window's key prefix, e.g. "wallet-nonce"
 * @param what what the message calls the requests, e.g. "wallet sign-in attempts"
 */
export function perIpRateLimit(
  db: Database,
  name: string,
  rule: RateLimitRule,
  what: string,
): onRequestAsyncHookHandler {
  return async (request) => {
    const state = await hitRateLimit(db, `${name}:ip:${request.ip}`, rule);
    if (state.exceeded) throw tooManyAttempts(what, state.retryAfterSeconds);
  };
}
