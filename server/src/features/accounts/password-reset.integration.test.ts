import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, verifications } from '../../db/schema';
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
    });
  const linkIn = (text: string) =>
    /https:\/\/titletrust\.test\/reset-password\?token=([\w-]+)/.exec(text);

  it('e-mails a single-use link through SMTP, which sets a new password and ends every session', async () => {
    const otherDevice = owner.cookie;
    expect((await requestReset(owner.email)).json()).toEqual(SENT);

    const email = await smtp.waitFor((mail) => mail.to.includes(owner.email));
    expect(email.subject).toBe('Reset your TitleTrust password');
    expect(email.text).toContain('expires in 30 minutes');
    const token = linkIn(email.text)![1]!;

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
      .where(eq(emailMessages.toAddress, owner.email));
    expect(outbox).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const before = smtp.received.length;
    const response = await requestReset('nobody.at.all@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received.length).toBe(before);
  });

  it('refuses a link older than 30 minutes', async () => {
    await requestReset(owner.email);
    const email = await smtp.waitFor(
      (mail) => mail.to.includes(owner.email) && !!linkIn(mail.text) && mail !== smtp.received[0],
    );
    const token = linkIn(email.text)![1]!;
    await database()
      .db.update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect((await reset(token)).statusCode).toBe(400);
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
