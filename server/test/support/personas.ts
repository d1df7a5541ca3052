import { randomBytes } from 'node:crypto';
import type { Role } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { totpCode } from '../../src/platform/totp';

export interface Persona {
  id: string;
  email: string;
  password: string;
  role: Role;
  /** The Cookie header of the persona's session. */
  cookie: string;
  /** The authenticator key, for personas with two-factor on (every admin). */
  totpKey?: string;
}

export const STRONG_PASSWORD = 'Lekki-Phase1-Title!2026';

/** A different client address per call, so tests never meet the per-address sign-up limit. */
export const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;

export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;

/** The Cookie header that replays the session cookies a response set. */
export function cookieFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    accountType: 'client',
    firstName: 'Chiamaka',
    lastName: 'Nwosu',
    email: uniqueEmail(),
    phone: '0803 123 4567',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    agreeToTerms: true,
    ...overrides,
  };
}

/** Registers a real account through the API; admins are then promoted in the server record. */
export async function createPersona(
  app: FastifyInstance,
  db: Database,
  role: Role,
): Promise<Persona> {
  const body = registrationBody({
    accountType: role === 'seller' ? 'professional' : 'client',
    email: uniqueEmail(role),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    payload: body,
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const id = response.json<{ user: { id: string } }>().user.id;
  const persona: Persona = {
    id,
    email: body.email,
    password: STRONG_PASSWORD,
    role,
    cookie: cookieFrom(response),
  };
  if (role !== 'admin') return persona;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
  // Admins must use two-factor sign-in before anything else.
  return turnOnTwoFactor(app, persona);
}

/** Turns two-factor sign-in on through the API, as the profile page does; answers the new session. */
export async function turnOnTwoFactor(app: FastifyInstance, persona: Persona): Promise<Persona> {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/accounts/two-factor/setup',
    headers: { cookie: persona.cookie },
    payload: { password: persona.password },
  });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.body}`);
  const { key } = setup.json<{ key: string }>();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/accounts/two-factor/confirm',
    headers: { cookie: persona.cookie },
    payload: { code: totpCode(key) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`two-factor confirm failed: ${confirmed.body}`);
  return { ...persona, cookie: cookieFrom(confirmed), totpKey: key };
}

/**
 * A new session for the persona, signed in as a person would: the password, then the code from
 * the authenticator app when two-factor is on. Answers the session's Cookie header.
 */
export async function signInAgain(app: FastifyInstance, persona: Persona): Promise<string> {
  const password = await app.inject({
    method: 'POST',
    url: '/api/accounts/sign-in',
    payload: { email: persona.email, password: persona.password },
    remoteAddress: randomIp(),
  });
  if (!persona.totpKey) return cookieFrom(password);
  const code = await app.inject({
    method: 'POST',
    url: '/api/accounts/sign-in/two-factor',
    payload: { code: totpCode(persona.totpKey) },
    headers: { cookie: cookieFrom(password) },
    remoteAddress: randomIp(),
  });
  if (code.statusCode !== 200) throw new Error(`two-factor sign-in failed: ${code.body}`);
  return cookieFrom(code);
}
