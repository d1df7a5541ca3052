import { createEmailVerificationToken } from 'better-auth/api';
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, profiles, users } from '../../db/schema';
import {
  cookieFrom,
  createPersona,
  randomIp,
  registrationBody,
  STRONG_PASSWORD,
} from '../../../test/support/personas';
import { buildTestApp, TEST_AUTH_SECRET } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { promoteConfiguredAdmins } from './promote-configured-admins';

const PUBLIC_URL = 'https://titletrust.test';
const FOUNDER = 'founder@titletrust.ng';
const LINK_INVALID =
  'This verification link is invalid or has expired. Please ask for a new one from your profile.';

describe('e-mail verification', () => {
  const database = useTestDatabase();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(database(), { PUBLIC_URL, ADMIN_EMAILS: FOUNDER });
  });
  afterAll(() => app.close());

  const register = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: registrationBody({ email }),
      remoteAddress: randomIp(),
    });
  const verify = (token: string, via: FastifyInstance = app) =>
    via.inject({
      method: 'POST',
      url: '/api/accounts/email-verifications',
      payload: { token },
      remoteAddress: randomIp(),
    });
  const sessionOf = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/accounts/session', headers: { cookie } })).json<{
      user: { id: string; role: string; emailVerified: boolean } | null;
    }>().user;
  const roleOf = async (email: string) =>
    (await database().db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]
      ?.role;

  /** The newest verification link the outbox holds for the address (what its owner reads). */
  async function latestLink(email: string): Promise<{ url: string; token: string; count: number }> {
    const messages = await database()
      .db.select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, email), like(emailMessages.subject, 'Verify%')))
      .orderBy(desc(emailMessages.createdAt));
    const url = /https:\/\/titletrust\.test\/verify-email\?token=\S+/.exec(
      messages[0]?.textBody ?? '',
    )?.[0];
    if (!url) throw new Error(`no verification e-mail for ${email}`);
    return {
      url,
      token: decodeURIComponent(new URL(url).searchParams.get('token')!),
      count: messages.length,
    };
  }

  it('e-mails a link at sign-up; following it verifies the address (signing in never waited for it)', async () => {
    const person = await createPersona(app, database().db, 'buyer');
    expect(await sessionOf(person.cookie)).toMatchObject({ emailVerified: false });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: person.email, password: person.password },
      remoteAddress: randomIp(),
    });
    expect(signIn.statusCode).toBe(200);

    const { url, token } = await latestLink(person.email);
    expect(url.startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Your email address has been verified.' });
    expect(verified.cookies).toHaveLength(0);

    expect(await sessionOf(person.cookie)).toMatchObject({ emailVerified: true, role: 'buyer' });
    const [profile] = await database()
      .db.select({ emailVerified: profiles.emailVerified })
      .from(profiles)
      .where(eq(profiles.id, person.id));
    expect(profile!.emailVerified).toBe(true);
    const [record] = await database()
      .db.select({ metadata: users.userMetadata })
      .from(users)
      .where(eq(users.id, person.id));
    expect(record!.metadata).toMatchObject({ email_verified: true, role: 'buyer' });
  });

  it('refuses a made-up, foreign-keyed, expired or cross-account token with one message', async () => {
    const a = await createPersona(app, database().db, 'buyer');
    const b = await createPersona(app, database().db, 'seller');
    const tokens = [
      'not-a-token',
      await createEmailVerificationToken('another-secret-of-32-characters-at-least!', a.email),
      await createEmailVerificationToken(TEST_AUTH_SECRET, a.email, undefined, -60, {
        userId: a.id,
      }),
      // Signed by us, but naming B's account for A's address.
      await createEmailVerificationToken(TEST_AUTH_SECRET, a.email, undefined, 3600, {
        userId: b.id,
      }),
    ];
    for (const token of tokens) {
      const response = await verify(token);
      expect(response.statusCode, token.slice(0, 20)).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: LINK_INVALID,
        fields: [{ path: 'token', message: LINK_INVALID }],
      });
    }
    expect(await sessionOf(a.cookie)).toMatchObject({ emailVerified: false });
  });

  describe('an ADMIN_EMAILS address', () => {
    let squatter: { cookie: string; id: string };

    it('registered by a stranger first gives the stranger no admin rights, even after a restart', async () => {
      const response = await register(FOUNDER);
      expect(response.statusCode).toBe(201);
      squatter = { cookie: cookieFrom(response), id: response.json().user.id };
      expect(response.json().user.role).toBe('buyer');

      // What every start does with ADMIN_EMAILS.
      await promoteConfiguredAdmins(database().db, [FOUNDER]);
      expect(await roleOf(FOUNDER)).toBe('user');
      expect(await sessionOf(squatter.cookie)).toMatchObject({ role: 'buyer' });
      const adminOnly = await app.inject({
        method: 'GET',
        url: '/api/admin/profiles',
        headers: { cookie: squatter.cookie },
      });
      expect(adminOnly.statusCode).toBe(403);

      // Asking for a new link sends it to the address, which the stranger does not read.
      const before = (await latestLink(FOUNDER)).count;
      const resend = await app.inject({
        method: 'POST',
        url: '/api/accounts/email-verification-requests',
        headers: { cookie: squatter.cookie },
        remoteAddress: randomIp(),
      });
      expect(resend.statusCode).toBe(200);
      expect((await latestLink(FOUNDER)).count).toBe(before + 1);
      expect(await roleOf(FOUNDER)).toBe('user');
    });

    it("becomes an admin once its owner resets the password from the address's mailbox, and the stranger is out", async () => {
      await app.inject({
        method: 'POST',
        url: '/api/accounts/password-reset-requests',
        payload: { email: FOUNDER },
        remoteAddress: randomIp(),
      });
      const [resetMail] = await database()
        .db.select()
        .from(emailMessages)
        .where(and(eq(emailMessages.toAddress, FOUNDER), like(emailMessages.subject, 'Reset%')));
      const token = /reset-password\?token=([\w-]+)/.exec(resetMail!.textBody)![1]!;
      const newPassword = 'Owner-Of-The-Mailbox!2026';
      const reset = await app.inject({
        method: 'POST',
        url: '/api/accounts/password-resets',
        payload: { token, password: newPassword, confirmPassword: newPassword },
        remoteAddress: randomIp(),
      });
      expect(reset.statusCode).toBe(200);

      expect(await roleOf(FOUNDER)).toBe('admin');
      expect(await sessionOf(squatter.cookie)).toBeNull();
      const stranger = await app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        payload: { email: FOUNDER, password: STRONG_PASSWORD },
        remoteAddress: randomIp(),
      });
      expect(stranger.statusCode).toBe(401);
      const owner = await app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        payload: { email: FOUNDER, password: newPassword },
        remoteAddress: randomIp(),
      });
      expect(owner.json().user).toMatchObject({ role: 'admin', emailVerified: true });
    });
  });

  it('makes an ADMIN_EMAILS account an admin when its link is followed', async () => {
    const adminApp = await buildTestApp(database(), {
      PUBLIC_URL,
      ADMIN_EMAILS: 'ops@titletrust.ng',
    });
    try {
      const response = await adminApp.inject({
        method: 'POST',
        url: '/api/accounts/register',
        payload: registrationBody({ email: 'ops@titletrust.ng' }),
        remoteAddress: randomIp(),
      });
      expect(response.json().user.role).toBe('buyer');
      const { token } = await latestLink('ops@titletrust.ng');
      expect((await verify(token, adminApp)).statusCode).toBe(200);
      expect(await roleOf('ops@titletrust.ng')).toBe('admin');
      expect(await sessionOf(cookieFrom(response))).toMatchObject({ role: 'admin' });
    } finally {
      await adminApp.close();
    }
  });

  it('sends a new link on request, a few times an hour, and only while unverified', async () => {
    const person = await createPersona(app, database().db, 'seller');
    const resend = () =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/email-verification-requests',
        headers: { cookie: person.cookie },
        remoteAddress: randomIp(),
      });
    for (let i = 0; i < 3; i++) {
      const response = await resend();
      expect(response.json()).toEqual({
        message: 'Verification link has been sent to your email address.',
      });
    }
    expect((await latestLink(person.email)).count).toBe(4);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^Too many verification emails\. Please wait \d+ minutes and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await verify((await latestLink(person.email)).token)).statusCode).toBe(200);
    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe('Your email address is already verified.');

    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/accounts/email-verification-requests',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
