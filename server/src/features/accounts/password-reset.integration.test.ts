import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, sessions, users, verifications } from '../../db/schema';
import { cookieFrom, createPersona, randomIp, type Persona } from '../../../test/support/personas';
import { startSmtpCapture } from '../../../test/support/smtp-capture';
import { buildTestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

const NEW_PASSWORD = 'Ikoyi-Towers!Flat9b';
const SENT = { message: 'Password reset link has been sent to your email address.' };

describe('password reset', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let app: FastifyInstance;
  let owner: Persona;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await buildTestApp(database(), {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://titletrust.test',
    });
    owner = await createPersona(app, database().db, 'buyer');
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const requestReset = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/password-reset-requests',
      payload: { email },
      remoteAddress: randomIp(),
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/password-resets',
      payload: { token, password, confirmPassword: password },
      remoteAddress: randomIp(),
    });
  const linkIn = (text: string) =>
    /https:\/\/titletrust\.test\/reset-password\?token=([\w-]+)/.exec(text);
  /** Reset e-mails only: the address also gets its sign-up verification e-mail. */
  const resetMailsTo = (email: string) =>
    smtp.received.filter((mail) => mail.to.includes(email) && !!linkIn(mail.text));
  /** Asks for a reset and waits for that request's own e-mail. */
  async function requestResetMail(email: string) {
    const before = resetMailsTo(email).length;
    const response = await requestReset(email);
    await smtp.waitFor(() => resetMailsTo(email).length > before);
    const mail = resetMailsTo(email)[before]!;
    return { response, mail, token: linkIn(mail.text)![1]! };
  }

  /** What a signed-in API route answers to `cookie`. */
  const balancesWith = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/money/balances', headers: { cookie } });

  it('e-mails a single-use link through SMTP, which sets a new password and ends every session', async () => {
    const otherDevice = owner.cookie;
    // A second device whose session is due for its daily refresh, which Better Auth's getSession
    // would extend: the reset must end it all the same.
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: randomIp(),
    });
    const dueForRefresh = cookieFrom(signedIn);
    const sessionToken = decodeURIComponent(
      signedIn.cookies.find((cookie) => cookie.name.endsWith('session_token'))!.value,
    ).split('.')[0]!;
    const due = await database()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() + 28 * 24 * 3_600_000) })
      .where(eq(sessions.token, sessionToken))
      .returning({ id: sessions.id });
    expect(due).toHaveLength(1);
    for (const cookie of [otherDevice, dueForRefresh])
      expect((await balancesWith(cookie)).statusCode).toBe(200);

    const { response, mail: email, token } = await requestResetMail(owner.email);
    expect(response.json()).toEqual(SENT);
    expect(email.subject).toBe('Reset your TitleTrust password');
    expect(email.text).toContain('expires in 30 minutes');

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(
      'Your password has been changed. Please sign in with your new password.',
    );

    const session = await app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      headers: { cookie: otherDevice },
    });
    expect(session.json().user).toBeNull();
    // Every path that reads a session refuses the ones from before the reset.
    for (const cookie of [otherDevice, dueForRefresh]) {
      expect((await balancesWith(cookie)).statusCode).toBe(401);
      const page = await app.inject({
        method: 'GET',
        url: '/api/accounts/session',
        headers: { cookie },
      });
      expect(page.json().user).toBeNull();
    }

    const old = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: randomIp(),
    });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: owner.email, password: NEW_PASSWORD },
      remoteAddress: randomIp(),
    });
    expect(fresh.statusCode).toBe(200);
    owner = { ...owner, password: NEW_PASSWORD, cookie: cookieFrom(fresh) };

    const replay = await reset(token, 'Another-Strong!Pass9');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(
      'This password reset link is invalid or has expired. Please ask for a new one.',
    );

    const [outbox] = await database()
      .db.select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, owner.email), like(emailMessages.subject, 'Reset%')));
    expect(outbox).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const nobody = 'nobody.at.all@example.com';
    const response = await requestReset(nobody);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received.filter((mail) => mail.to.includes(nobody))).toEqual([]);
  });

  it('stores the token to expire 30 minutes after it was issued', async () => {
    const before = Date.now();
    await requestReset(owner.email);
    const after = Date.now();
    const [stored] = await database()
      .db.select()
      .from(verifications)
      .where(
        and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, owner.id)),
      )
      .orderBy(desc(verifications.createdAt))
      .limit(1);
    const thirtyMinutes = 30 * 60 * 1000;
    // Issued during the request, so it expires 30 minutes after some moment of that request
    // (a second of slack for timestamp rounding).
    expect(stored!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + thirtyMinutes - 1_000);
    expect(stored!.expiresAt.getTime()).toBeLessThanOrEqual(after + thirtyMinutes + 1_000);
  });

  it('refuses a link older than 30 minutes', async () => {
    const { token } = await requestResetMail(owner.email);
    await database()
      .db.update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('limits reset submissions from one address to 10 in 15 minutes', async () => {
    const address = randomIp();
    const submit = () =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/password-resets',
        payload: { token: 'guessed-token', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        remoteAddress: address,
      });
    for (let i = 0; i < 10; i++) expect((await submit()).statusCode).toBe(400);
    const refused = await submit();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many password reset attempts. Please wait 15 minutes and try again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('marks the address verified: the link came by e-mail', async () => {
    const person = await createPersona(app, database().db, 'seller');
    const verifiedOf = async () =>
      (
        await database()
          .db.select({ emailVerified: users.emailVerified })
          .from(users)
          .where(eq(users.id, person.id))
      )[0]!.emailVerified;
    expect(await verifiedOf()).toBe(false);
    const { token } = await requestResetMail(person.email);
    expect((await reset(token)).statusCode).toBe(200);
    expect(await verifiedOf()).toBe(true);
  });

  it('holds the new password to the same rules', async () => {
    const response = await reset('any-token', 'password');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toContainEqual({
      path: 'password',
      message: 'Password does not meet security requirements',
    });
  });
});
