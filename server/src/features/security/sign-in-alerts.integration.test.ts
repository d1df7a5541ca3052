import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersona, randomIp, type Persona } from '../../../test/support/personas';
import { startSmtpCapture } from '../../../test/support/smtp-capture';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { auditEvents, sessions, signInDevices } from '../../db/schema';

const SUBJECT = 'New sign-in to your TitleTrust account';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile';

/** The cookies a browser keeps from a response (cleared ones dropped), on top of `jar`. */
function keep(response: LightMyRequestResponse, jar = '') {
  const cookies = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=', 2) as [string, string]),
  );
  for (const cookie of response.cookies) {
    if (cookie.value === '' || cookie.maxAge === 0) cookies.delete(cookie.name);
    else cookies.set(cookie.name, cookie.value);
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('sign-in alerts', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await buildTestApp(database(), { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const signIn = (persona: Persona, cookie = '', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: persona.email, password: persona.password },
      headers: { cookie, ...headers },
      remoteAddress: '102.89.34.7',
    });
  const alertsTo = (email: string) =>
    smtp.received.filter((mail) => mail.to.includes(email) && mail.subject === SUBJECT);

  it('stays quiet on the browser that signed up, and tells the owner of a new one', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    // The browser that registered is known: signing in there again alerts no one.
    const again = await signIn(buyer, buyer.cookie);
    expect(again.statusCode).toBe(200);

    const elsewhere = await signIn(buyer, '', { 'user-agent': PHONE, 'cf-ipcountry': 'NG' });
    expect(elsewhere.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(buyer.email) && m.subject === SUBJECT);
    expect(mail.text).toContain('Chrome on Android');
    expect(mail.text).toContain('102.89.34.7 (NG)');
    expect(mail.text).toMatch(/\(Lagos time\)/);
    expect(mail.text).toMatch(/\/sign-out-everywhere\?token=/);
    expect(alertsTo(buyer.email)).toHaveLength(1);

    // That browser is known from now on.
    await signIn(buyer, keep(elsewhere));
    expect(alertsTo(buyer.email)).toHaveLength(1);
    const devices = await database()
      .db.select()
      .from(signInDevices)
      .where(eq(signInDevices.userId, buyer.id));
    expect(devices).toHaveLength(2);
    const [row] = await database()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, buyer.id), eq(auditEvents.action, 'sign_in.new_device')));
    expect(row).toMatchObject({
      ipAddress: '102.89.34.7',
      details: { device: 'Chrome on Android', country: 'NG' },
    });
  });

  it("the alert's link signs out every session, and only with a token we signed", async () => {
    const seller = await createPersona(app, database().db, 'seller');
    await signIn(seller);
    const mail = await smtp.waitFor((m) => m.to.includes(seller.email) && m.subject === SUBJECT);
    const token = decodeURIComponent(/sign-out-everywhere\?token=([\w.%-]+)/.exec(mail.text)![1]!);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/security/sign-outs',
      payload: { token: `${token.slice(0, -3)}abc` },
      remoteAddress: randomIp(),
    });
    expect(forged.statusCode).toBe(400);
    expect(
      await database().db.select().from(sessions).where(eq(sessions.userId, seller.id)),
    ).not.toHaveLength(0);

    const out = await app.inject({
      method: 'POST',
      url: '/api/security/sign-outs',
      payload: { token },
      remoteAddress: randomIp(),
    });
    expect(out.statusCode).toBe(200);
    expect(
      await database().db.select().from(sessions).where(eq(sessions.userId, seller.id)),
    ).toEqual([]);
    const session = await app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      headers: { cookie: seller.cookie },
    });
    expect(session.json().user).toBeNull();
  });
});
