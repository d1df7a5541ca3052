import { ACCOUNT_CHANGE_MESSAGES, ACCOUNT_MESSAGES, SECURITY_MESSAGES } from '@titletrust/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHolds, auditEvents, freshChecks, profiles, sessions, users } from '../../db/schema';
import { getAs, moneyCall, postAs } from '../../../test/support/escrow';
import { savedWithdrawalAddress } from '../../../test/support/payout-destinations';
import {
  cookieFrom,
  createPersona,
  randomIp,
  registrationBody,
  uniqueEmail,
  type Persona,
} from '../../../test/support/personas';
import { startSmtpCapture } from '../../../test/support/smtp-capture';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';

const PUBLIC_URL = 'https://titletrust.test';
const NEW_PASSWORD = 'Ikoyi-Towers!Flat9b';

describe('changing the password and the e-mail address', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await buildTestApp(database(), { SMTP_URL: smtp.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const db = () => database().db;
  async function makeStale(persona: Persona) {
    const ids = await db()
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, persona.id));
    await db()
      .update(freshChecks)
      .set({ checkedAt: sql`now() - interval '6 minutes'` })
      .where(
        inArray(
          freshChecks.sessionId,
          ids.map((row) => row.id),
        ),
      );
  }
  const signIn = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email, password },
      remoteAddress: randomIp(),
    });
  const auditOf = (userId: string, action: string) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, userId), eq(auditEvents.action, action)));
  const changePassword = (persona: Persona, currentPassword: string) =>
    postAs(app, persona, '/api/accounts/password-changes', {
      currentPassword,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

  it('changes the password on a fresh session, ends the other sessions, e-mails the owner and audits it', async () => {
    const owner = await createPersona(app, db(), 'seller');
    const phone = cookieFrom(await signIn(owner.email, owner.password));
    await makeStale(owner);
    const stale = await changePassword(owner, owner.password);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe('FRESH_CHECK_REQUIRED');

    const fresh = await postAs(app, owner, '/api/accounts/fresh-checks', {
      password: owner.password,
    });
    expect(fresh.statusCode).toBe(200);
    const wrong = await changePassword(owner, 'Not-My-Password-9!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual([
      { path: 'currentPassword', message: SECURITY_MESSAGES.wrongPassword },
    ]);
    const same = await postAs(app, owner, '/api/accounts/password-changes', {
      currentPassword: owner.password,
      newPassword: owner.password,
      confirmPassword: owner.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual([
      { path: 'newPassword', message: ACCOUNT_CHANGE_MESSAGES.samePassword },
    ]);

    const changed = await changePassword(owner, owner.password);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: ACCOUNT_CHANGE_MESSAGES.passwordChanged });
    // This device carries on with the new session it was given; the phone is signed out.
    const here = { ...owner, cookie: cookieFrom(changed) };
    expect((await getAs(app, here, '/api/accounts/session')).json().user.id).toBe(owner.id);
    const onPhone = await app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      headers: { cookie: phone },
    });
    expect(onPhone.json().user).toBeNull();
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
    expect((await signIn(owner.email, NEW_PASSWORD)).statusCode).toBe(200);

    const mail = await smtp.waitFor(
      (email) =>
        email.to.includes(owner.email) && email.subject === 'Your TitleTrust password was changed',
    );
    expect(mail.text).toContain('every other device was signed out');
    const [audit] = await auditOf(owner.id, 'password.changed');
    expect(audit).toMatchObject({ actorId: owner.id, subjectType: 'user', subjectId: owner.id });
    expect(audit!.ipAddress).toBeTruthy();
  });

  it('moves the account to a new address once the link sent there is opened', async () => {
    const owner = await createPersona(app, db(), 'seller');
    const newEmail = uniqueEmail('moved');
    await makeStale(owner);
    const stale = await postAs(app, owner, '/api/accounts/email-changes', { newEmail });
    expect(stale.statusCode).toBe(403);
    expect(
      (await postAs(app, owner, '/api/accounts/fresh-checks', { password: owner.password }))
        .statusCode,
    ).toBe(200);

    const same = await postAs(app, owner, '/api/accounts/email-changes', { newEmail: owner.email });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual([
      { path: 'newEmail', message: ACCOUNT_CHANGE_MESSAGES.sameEmail },
    ]);
    const asked = await postAs(app, owner, '/api/accounts/email-changes', { newEmail });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(ACCOUNT_CHANGE_MESSAGES.emailChangeSent(newEmail));
    // Nothing changes before the link is opened.
    const [before] = await db().select().from(users).where(eq(users.id, owner.id));
    expect(before!.email).toBe(owner.email);

    const link = await smtp.waitFor((email) => email.to.includes(newEmail));
    expect(link.subject).toBe('Confirm your new e-mail address for TitleTrust');
    const token = /https:\/\/titletrust\.test\/verify-email\?token=([\w.%-]+)/.exec(link.text)![1]!;
    const opened = await app.inject({
      method: 'POST',
      url: '/api/accounts/email-verifications',
      payload: { token: decodeURIComponent(token) },
      remoteAddress: '10.20.30.40',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().message).toBe(ACCOUNT_CHANGE_MESSAGES.emailChanged);

    const [after] = await db().select().from(users).where(eq(users.id, owner.id));
    expect(after).toMatchObject({ email: newEmail, emailVerified: true });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, owner.id));
    expect(profile!.email).toBe(newEmail);
    expect((await getAs(app, owner, '/api/accounts/session')).json().user.email).toBe(newEmail);

    const notice = await smtp.waitFor(
      (email) =>
        email.to.includes(owner.email) &&
        email.subject === 'Your TitleTrust e-mail address was changed',
    );
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain('withdrawals from the account wait 24 hours');
    const [audit] = await auditOf(owner.id, 'email.changed');
    expect(audit).toMatchObject({
      actorId: owner.id,
      ipAddress: '10.20.30.40',
      details: { from: owner.email, to: newEmail },
    });
    // Withdrawals wait 24 hours from the change.
    const [hold] = await db().select().from(accountHolds).where(eq(accountHolds.userId, owner.id));
    expect(hold!.withdrawalsWaitReason).toBe('email_change');
    const hours = (hold!.withdrawalsWaitUntil!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const to = await savedWithdrawalAddress(db(), owner.id);
    const held = await moneyCall(app, owner, '/api/wallet/withdrawals', {
      amountMinor: '1000000',
      destinationAddress: to,
    });
    expect(held.statusCode, held.body).toBe(409);
    expect(held.json().error.code).toBe('PAYOUT_HELD');

    // The link works once; the old address no longer signs in.
    const again = await app.inject({
      method: 'POST',
      url: '/api/accounts/email-verifications',
      payload: { token: decodeURIComponent(token) },
    });
    expect(again.statusCode).toBe(400);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
    expect((await signIn(newEmail, owner.password)).statusCode).toBe(200);
  });

  it("answers the same for another account's address, and sends it nothing", async () => {
    const owner = await createPersona(app, db(), 'buyer');
    const other = await createPersona(app, db(), 'buyer');
    const asked = await postAs(app, owner, '/api/accounts/email-changes', {
      newEmail: other.email,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(ACCOUNT_CHANGE_MESSAGES.emailChangeSent(other.email));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(
      smtp.received.filter(
        (email) =>
          email.to.includes(other.email) && email.subject.startsWith('Confirm your new e-mail'),
      ),
    ).toEqual([]);
    expect(await auditOf(owner.id, 'email.changed')).toEqual([]);
  });

  it('refuses the link in our words when another account took the new address since it was sent', async () => {
    const owner = await createPersona(app, db(), 'buyer');
    const newEmail = uniqueEmail('taken');
    const asked = await postAs(app, owner, '/api/accounts/email-changes', { newEmail });
    expect(asked.statusCode, asked.body).toBe(200);
    const link = await smtp.waitFor((email) => email.to.includes(newEmail));
    const token = /verify-email\?token=([\w.%-]+)/.exec(link.text)![1]!;
    // Someone registers the address before the owner opens the link.
    const registered = await app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: registrationBody({ accountType: 'client', email: newEmail }),
      remoteAddress: randomIp(),
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const opened = await app.inject({
      method: 'POST',
      url: '/api/accounts/email-verifications',
      payload: { token: decodeURIComponent(token) },
    });
    expect(opened.statusCode, opened.body).toBe(409);
    expect(opened.json().error).toMatchObject({
      code: 'CONFLICT',
      message: ACCOUNT_MESSAGES.userExists,
      fields: [{ path: 'token', message: ACCOUNT_MESSAGES.userExists }],
    });
    const [after] = await db().select().from(users).where(eq(users.id, owner.id));
    expect(after!.email).toBe(owner.email);
    expect(await auditOf(owner.id, 'email.changed')).toEqual([]);
  });
});
