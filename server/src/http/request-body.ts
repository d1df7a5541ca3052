import { TEXT_MESSAGES, unsafeTextPath } from '@titletrust/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../platform/app-error';

/** Deeper than any contract of ours goes (a gig with its attachments is three levels). */
export const BODY_DEPTH_MAX = 32;

export const BODY_TOO_DEEP = `The request body is nested too deeply (at most ${BODY_DEPTH_MAX} levels).`;
export const NO_BODY_EXPECTED = 'This request takes no body. Send it without one.';

/** How deep a parsed JSON value nests, walked without recursion (so no stack to overflow). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > BODY_DEPTH_MAX) return deepest;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return deepest;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A UUID in the path in its canonical, lower-case spelling. UUIDs are read case-insensitively
 * (RFC 9562) and the routes' schemas accept capitals, but code past the edge may use an id as
 * text (a ledger account's key, a map of remembered contracts), where "ABC…" and "abc…" would be
 * two things: funding a contract named in capitals was a 500 (a second escrow account).
 */
function canonicalPathIds(params: unknown) {
  if (params === null || typeof params !== 'object') return;
  const record = params as Record<string, unknown>;
  for (const [name, value] of Object.entries(record))
    if (typeof value === 'string' && UUID.test(value)) record[name] = value.toLowerCase();
}

const isEmpty = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Buffer.isBuffer(body) && Object.keys(body).length === 0);

/**
 * What any request must be before a route sees it: UUIDs in its path in lower case; JSON nested
 * at most BODY_DEPTH_MAX levels (every later step, fingerprints included, walks it); a body absent
 * or empty where the route declares none; and safe text (shared's unsafeTextPath) in every
 * parameter, query field and body field, refused with 400 naming the field. Routes that read
 * their body raw (the signed webhook) parse it themselves and get a Buffer, which these rules
 * leave alone.
 */
export function registerRequestBodyRules(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, body as string, (error, parsed) => {
      if (error) return done(error, undefined);
      if (depthOf(parsed) > BODY_DEPTH_MAX)
        return done(new AppError('VALIDATION_FAILED', BODY_TOO_DEEP), undefined);
      done(null, parsed);
    });
  });
  // Before any schema, so every field of every contract (and any added later) is covered.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    canonicalPathIds(request.params);
    for (const part of [request.params, request.query, request.body]) {
      if (Buffer.isBuffer(part)) continue;
      const path = unsafeTextPath(part);
      if (path === undefined) continue;
      throw new AppError(
        'VALIDATION_FAILED',
        `${path || 'The request'}: ${TEXT_MESSAGES.unsafe}.`,
        [{ path, message: TEXT_MESSAGES.unsafe }],
      );
    }
  });
  app.addHook('onRoute', (route) => {
    if (route.schema?.body) return;
    const refuseBody = async (request: { body: unknown }) => {
      if (Buffer.isBuffer(request.body) || isEmpty(request.body)) return;
      throw new AppError('VALIDATION_FAILED', NO_BODY_EXPECTED);
    };
    route.preValidation = [
      ...(Array.isArray(route.preValidation)
        ? route.preValidation
        : route.preValidation
          ? [route.preValidation]
          : []),
      refuseBody,
    ];
  });
}
