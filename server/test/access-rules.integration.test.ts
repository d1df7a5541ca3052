import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../src/http/access-control';
import { createPersona, randomIp, signInAgain, type Persona } from './support/personas';
import { buildTestApp } from './support/test-app';
import { useTestDatabase } from './support/test-database';

type Caller = 'anonymous' | 'buyer' | 'seller' | 'admin';

/** What each declared rule lets each caller do: get through, or be refused with 401 or 403. */
function expectedFor(access: RouteAccess, caller: Caller): 'through' | 401 | 403 {
  if (access === 'public') return 'through';
  if (caller === 'anonymous') return 401;
  if (access === 'signed-in' || access === caller) return 'through';
  return 403;
}

describe('every API route declares who may call it, and the server enforces it', () => {
  const database = useTestDatabase();
  let app: FastifyInstance;
  const personas = {} as Record<Exclude<Caller, 'anonymous'>, Persona>;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    for (const role of ['buyer', 'seller', 'admin'] as const) {
      personas[role] = await createPersona(app, database().db, role);
    }
  });
  afterAll(() => app.close());

  it('has a rule for each of its API routes', () => {
    const rules = new Map(
      app.routeRules.map((rule) => [`${rule.method} ${rule.url}`, rule.access]),
    );
    expect(rules.get('GET /api/admin/profiles')).toBe('admin');
    expect(rules.get('POST /api/accounts/sign-out')).toBe('signed-in');
    expect(rules.get('POST /api/accounts/sign-in')).toBe('public');
    expect(rules.get('PUT /api/profile')).toBe('signed-in');
    expect(rules.get('POST /api/profile/picture')).toBe('signed-in');
    expect(rules.get('GET /api/profiles/:id/picture')).toBe('public');
    // Public profiles are for anyone, signed in or not (issue 25).
    expect(rules.get('GET /api/profiles/:id')).toBe('public');
    expect(rules.get('GET /api/profiles/demo')).toBe('public');
    // Documents are anyone's own; verification is the professionals'; the queue the admins'.
    expect(rules.get('POST /api/documents')).toBe('signed-in');
    expect(rules.get('GET /api/documents/:id/file')).toBe('public');
    expect(rules.get('PUT /api/verification/registration')).toBe('seller');
    expect(rules.get('POST /api/verification/submit')).toBe('seller');
    expect(rules.get('GET /api/admin/verifications')).toBe('admin');
    expect(rules.get('POST /api/admin/verifications/:id/review')).toBe('admin');
    expect(app.routeRules.length).toBeGreaterThanOrEqual(15);
  });

  /** A fresh session per call: some routes (sign-out) end the session they are called with. */
  const freshCookie = (persona: Persona) => signInAgain(app, persona);

  it.each<Caller>(['anonymous', 'buyer', 'seller', 'admin'])('as %s', async (caller) => {
    const mismatches: string[] = [];
    for (const rule of app.routeRules) {
      const cookie = caller === 'anonymous' ? undefined : await freshCookie(personas[caller]);
      const request: InjectOptions = {
        method: rule.method,
        url: rule.url.replace(':id', randomUUID()),
        headers: cookie ? { cookie } : {},
        remoteAddress: randomIp(),
        ...(rule.method === 'GET' ? {} : { payload: {} }),
        // An event stream never ends: its answer is its status, then it is let go.
        ...(rule.url === '/api/messages/stream' ? { payloadAsStream: true } : {}),
      };
      const streamed = await app.inject(request);
      const response =
        rule.url === '/api/messages/stream' && streamed.statusCode !== 200
          ? await app.inject({ ...request, payloadAsStream: false })
          : streamed;
      if (rule.url === '/api/messages/stream' && streamed.statusCode === 200)
        streamed.stream().destroy();
      const expected = expectedFor(rule.access, caller);
      const status = response.statusCode;
      const matches =
        expected === 'through' ? status !== 401 && status !== 403 : status === expected;
      if (!matches) {
        mismatches.push(
          `${rule.method} ${rule.url} [${rule.access}] expected ${expected}, got ${status}`,
        );
      }
      if (expected === 403 && rule.access === 'admin') {
        expect(response.json().error.message).toBe('Access denied. Admin privileges required.');
      }
      if (expected === 401)
        expect(response.json().error.message).toBe(
          // The spec words this one refusal itself (§8).
          rule.method === 'POST' && rule.url === '/api/documents'
            ? 'User must be authenticated to store documents'
            : 'Please sign in to continue.',
        );
    }
    expect(mismatches).toEqual([]);
  });
});
