import { PHONE_MESSAGES, sessionResponseSchema } from '@titletrust/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import {
  cookieFrom,
  randomIp,
  registrationBody,
  uniqueEmail,
} from '../../../test/support/personas';
import { buildTestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

describe('registration', () => {
  const database = useTestDatabase();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(database(), { ADMIN_EMAILS: 'founder@titletrust.ng' });
  });
  afterAll(() => app.close());

  const register = (body: Record<string, unknown>, remoteAddress = randomIp()) =>
    app.inject({ method: 'POST', url: '/api/accounts/register', payload: body, remoteAddress });

  const fieldErrors = (body: string) =>
    Object.fromEntries(
      (
        JSON.parse(body) as { error: { fields?: { path: string; message: string }[] } }
      ).error.fields!.map((field) => [field.path, field.message]),
    );

  it('creates a client as a signed-in buyer, with a full profile and the spec metadata', async () => {
    const body = registrationBody({ email: uniqueEmail('Ada.Client').toUpperCase() });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { user } = sessionResponseSchema.parse(response.json());
    expect(user).toMatchObject({
      name: 'Chiamaka Nwosu',
      email: body.email.toLowerCase(),
      role: 'buyer',
      isVerified: false,
      verificationStatus: 'pending',
      user_metadata: {
        name: 'Chiamaka Nwosu',
        role_title: 'buyer',
        role: 'buyer',
        email_verified: false,
      },
    });

    const cookie = response.cookies.find((c) => c.name === 'titletrust.session_token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = await app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      headers: { cookie: cookieFrom(response) },
    });
    expect(session.json().user.id).toBe(user!.id);

    const [profile] = await database().db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({
      firstName: 'Chiamaka',
      lastName: 'Nwosu',
      email: user!.email,
      phone: '+2348031234567',
      userType: 'client',
      roleTitle: 'buyer',
      verificationStatus: 'pending',
      status: 'active',
      jobsCompleted: 0,
    });
  });

  it('makes a legal professional a seller', async () => {
    const response = await register(registrationBody({ accountType: 'professional' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('seller');
  });

  it('stores the password as an argon2id hash, never as given', async () => {
    const body = registrationBody();
    const { user } = (await register(body)).json<{ user: { id: string } }>();
    const { rows } = await database().pool.query<{ password: string }>(
      'SELECT password FROM accounts WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0]!.password).toMatch(/^\$argon2id\$/);
  });

  it('re-checks on the server every rule the browser checks, with the spec messages', async () => {
    const response = await register(
      registrationBody({
        firstName: ' ',
        email: 'someone@yopmail.com',
        phone: '12',
        password: 'password1',
        confirmPassword: 'password1',
        agreeToTerms: false,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.body)).toEqual({
      firstName: 'First name is required',
      email: 'Please use a permanent email address',
      phone: PHONE_MESSAGES.invalid,
      password: 'Password does not meet security requirements',
      agreeToTerms: 'You must agree to the Terms of Service',
    });
  });

  it.each([
    ['the spec providers', 'buyer@mailinator.com'],
    ['the maintained list', 'buyer@sharklasers.com'],
  ])('refuses disposable addresses from %s', async (_, email) => {
    const response = await register(registrationBody({ email }));
    expect(fieldErrors(response.body)).toEqual({ email: 'Please use a permanent email address' });
  });

  it("says when the passwords don't match", async () => {
    const response = await register(registrationBody({ confirmPassword: 'Another-Strong!Pass9' }));
    expect(fieldErrors(response.body)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('refuses the demo addresses and taken addresses with "User already exists"', async () => {
    const demo = await register(registrationBody({ email: 'seller@demo.titletrust.ng' }));
    expect(demo.statusCode).toBe(409);
    expect(demo.json().error).toEqual({
      code: 'CONFLICT',
      message: 'User already exists',
      fields: [{ path: 'email', message: 'User already exists' }],
    });

    const body = registrationBody();
    expect((await register(body)).statusCode).toBe(201);
    const again = await register({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('User already exists');
  });

  it('does not make an ADMIN_EMAILS address an admin on registration alone, nor anything else', async () => {
    // Whoever registers the address first holds its password; until the address is verified
    // (email-verification.integration.test.ts) that may be anyone.
    const founder = await register(registrationBody({ email: 'founder@titletrust.ng' }));
    expect(founder.json().user).toMatchObject({ role: 'buyer', emailVerified: false });

    const pretender = await register(registrationBody({ email: uniqueEmail('admin') }));
    expect(pretender.json().user.role).toBe('buyer');
    const records = await database()
      .db.select({ role: users.role })
      .from(users)
      .where(inArray(users.email, ['founder@titletrust.ng', pretender.json().user.email]));
    expect(records.map((record) => record.role)).toEqual(['user', 'user']);
  });

  it('limits sign-ups for one e-mail address to 5 an hour, from any number of addresses', async () => {
    const body = registrationBody();
    expect((await register(body)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) expect((await register(body)).statusCode).toBe(409);
    const refused = await register(body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^Too many sign-up attempts\. Please wait \d+ minutes and try again\.$/,
    );
    expect((await register(registrationBody())).statusCode).toBe(201);
  });

  it('limits sign-ups from one address to 10 an hour, with a clear 429', async () => {
    const address = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await register(registrationBody(), address)).statusCode).toBe(201);
    }
    const refused = await register(registrationBody(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^Too many sign-up attempts\. Please wait \d+ minutes and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(registrationBody())).statusCode).toBe(201);
  });

  it('repairs an account whose profile is missing when it is next used (spec §8)', async () => {
    const response = await register(registrationBody({ accountType: 'professional' }));
    const { user } = response.json<{ user: { id: string } }>();
    await database().db.delete(profiles).where(eq(profiles.id, user.id));
    const session = await app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      headers: { cookie: cookieFrom(response) },
    });
    expect(session.json().user.role).toBe('seller');
    const [profile] = await database().db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ userType: 'professional', roleTitle: 'seller' });
  });
});
