import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, notifications } from '../../db/schema';
import { bidAs, createVerifiedSeller, postGigAs } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { startSmtpCapture } from '../../../test/support/smtp-capture';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { emailPendingNotifications } from './email-notifications';

const PUBLIC_URL = 'https://titletrust.test';

/**
 * The notices PRODUCT.md promises in-app and by e-mail that once came only in-app: verification
 * decided, bid received, bid accepted. Each is recorded with the change it announces, then the
 * outbox job turns it into an e-mail that leaves through SMTP with a link to the page.
 */
describe('notices that are also e-mailed', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let app: TestApp;
  let admin: Persona;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await buildTestApp(database(), { SMTP_URL: smtp.url, PUBLIC_URL });
    admin = await createPersona(app, database().db, 'admin');
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const noticesOf = (userId: string, type: string) =>
    database()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  const decide = (persona: Persona, status: string, reason?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/profiles/${persona.id}/verification`,
      headers: { cookie: admin.cookie },
      payload: reason ? { status, reason } : { status },
    });

  /**
   * Runs the outbox job now (it also runs every minute) and waits for the notice's e-mail to
   * reach the mail server; then the notice is marked e-mailed and the message is in the outbox.
   */
  async function expectEmailed(persona: Persona, subject: string, link: string) {
    await emailPendingNotifications(database().db, app.services.jobs, PUBLIC_URL);
    const mail = await smtp.waitFor(
      (email) => email.to.includes(persona.email) && email.subject === subject,
    );
    expect(mail.text).toContain(`${PUBLIC_URL}${link}`);
    const stored = await database()
      .db.select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, persona.email), eq(emailMessages.subject, subject)));
    expect(stored).toHaveLength(1);
    return mail;
  }

  it('tells a professional, in-app and by e-mail, that an admin verified them', async () => {
    const seller = await createPersona(app, database().db, 'seller');
    expect((await decide(seller, 'verified')).statusCode).toBe(200);

    const [notice] = await noticesOf(seller.id, 'verification_decided');
    expect(notice).toMatchObject({
      title: 'You are verified',
      href: '/find-gigs',
      emailWanted: true,
      readAt: null,
    });
    const mail = await expectEmailed(seller, 'You are verified · TitleTrust', '/find-gigs');
    expect(mail.text).toContain('you can bid on any open gig');
    const [emailed] = await noticesOf(seller.id, 'verification_decided');
    expect(emailed!.emailedAt).not.toBeNull();

    // Deciding the same again is no new decision, and back to pending is no decision at all.
    await decide(seller, 'verified');
    await decide(seller, 'pending');
    expect(await noticesOf(seller.id, 'verification_decided')).toHaveLength(1);
  });

  it('tells a professional, in-app and by e-mail, that their verification was rejected and why', async () => {
    const seller = await createPersona(app, database().db, 'seller');
    const reason = 'The bar licence number does not match the Supreme Court roll.';
    expect((await decide(seller, 'rejected', reason)).statusCode).toBe(200);

    const [notice] = await noticesOf(seller.id, 'verification_decided');
    expect(notice).toMatchObject({
      title: 'Verification not approved',
      href: '/verification',
      emailWanted: true,
    });
    expect(notice!.body).toContain(reason);
    const mail = await expectEmailed(
      seller,
      'Verification not approved · TitleTrust',
      '/verification',
    );
    expect(mail.text).toContain(reason);
  });

  it('tells nobody but a professional about a verification', async () => {
    const client = await createPersona(app, database().db, 'buyer');
    expect((await decide(client, 'verified')).statusCode).toBe(200);
    expect(await noticesOf(client.id, 'verification_decided')).toHaveLength(0);
  });

  it('e-mails the client a bid received, and the professional their bid accepted', async () => {
    const client = await createPersona(app, database().db, 'buyer');
    const seller = await createVerifiedSeller(app, database().db);
    const gig = await postGigAs(app, client);
    const placed = await bidAs(app, seller, gig.id);
    expect(placed.statusCode).toBe(201);

    const [received] = await noticesOf(client.id, 'bid_received');
    expect(received).toMatchObject({ href: `/gigs/${gig.id}`, emailWanted: true });
    const bidMail = await expectEmailed(
      client,
      'New bid on your gig · TitleTrust',
      `/gigs/${gig.id}`,
    );
    expect(bidMail.text).toContain('600.00 USDC');

    const accepted = await app.inject({
      method: 'POST',
      url: `/api/bids/${placed.json<{ bid: { id: string } }>().bid.id}/accept`,
      headers: { cookie: client.cookie },
    });
    expect(accepted.statusCode).toBe(200);
    const contractId = accepted.json<{ contract: { id: string } }>().contract.id;

    const [notice] = await noticesOf(seller.id, 'bid_accepted');
    expect(notice).toMatchObject({ href: `/contracts/${contractId}`, emailWanted: true });
    const acceptedMail = await expectEmailed(
      seller,
      'Your bid was accepted · TitleTrust',
      `/contracts/${contractId}`,
    );
    expect(acceptedMail.text).toContain('Work starts once the escrow is funded');
  });
});
