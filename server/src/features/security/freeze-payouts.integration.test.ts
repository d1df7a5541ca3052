import { PAYOUT_HOLD_MESSAGES, SECURITY_MESSAGES } from '@titletrust/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, moneyCall, postAs } from '../../../test/support/escrow';
import { creditNaira } from '../../../test/support/ledger';
import { createVerifiedSeller } from '../../../test/support/marketplace';
import {
  ageDestinations,
  savedWithdrawalAddress,
  saveTestBankAccount,
} from '../../../test/support/payout-destinations';
import { cookieFrom, createPersona, randomIp, type Persona } from '../../../test/support/personas';
import { startSmtpCapture } from '../../../test/support/smtp-capture';
import { buildTestApp, TEST_AUTH_SECRET, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { accountHolds, auditEvents, notifications, sessions } from '../../db/schema';
import { createSecurityLinks } from './security-links';

const PUBLIC_URL = 'https://titletrust.test';
const SUBJECT = 'A payout account was added to your TitleTrust account';
const DAY_MS = 24 * 3_600_000;

describe('"This wasn\'t me": the e-mail when a payout destination is added, and the freeze', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let app: TestApp;
  let admin: Persona;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await buildTestApp(database(), {
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      DEMO_MODE: 'true',
    });
    admin = await createPersona(app, database().db, 'admin');
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const db = () => database().db;
  const tokenIn = (text: string) => /\/this-wasnt-me\?token=([\w.%-]+)/.exec(text)?.[1];
  const alertTo = (email: string) =>
    smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === SUBJECT);
  const freeze = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/security/payout-freezes',
      payload: { token },
      remoteAddress: randomIp(),
    });
  const signIn = async (persona: Persona) =>
    cookieFrom(
      await app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        payload: { email: persona.email, password: persona.password },
        remoteAddress: randomIp(),
      }),
    );
  const auditOf = (userId: string, action: string) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, userId), eq(auditEvents.action, action)))
      .orderBy(desc(auditEvents.occurredAt));
  const payout = (seller: Persona, bankAccountId: string) =>
    moneyCall(app, seller, '/api/payments/payouts', { amountMinor: '100000', bankAccountId });

  /** A professional with ₦10,000 and a bank account saved a day ago, frozen by their own link. */
  async function frozenSeller() {
    const seller = await createVerifiedSeller(app, db());
    await creditNaira(db(), seller.id, 1_000_000n);
    const bankAccountId = await saveTestBankAccount(app, seller);
    await ageDestinations(db(), seller.id);
    const token = decodeURIComponent(tokenIn((await alertTo(seller.email)).text)!);
    expect((await freeze(token)).statusCode).toBe(200);
    return { seller, bankAccountId, cookie: await signIn(seller) };
  }

  it('e-mails the owner at once when a bank account is added, naming it masked, with the link', async () => {
    const seller = await createVerifiedSeller(app, db());
    const bankAccountId = await saveTestBankAccount(app, seller);
    const mail = await alertTo(seller.email);
    expect(mail.text).toMatch(/Guaranty Trust Bank account \*{6}\d{4}/);
    expect(mail.text).toMatch(/on \d{1,2} \w{3,4} \d{4}, \d\d:\d\d \(Lagos time\)/);
    expect(mail.text).toContain("This wasn't me: https://titletrust.test/this-wasnt-me?token=");
    const [row] = await auditOf(seller.id, 'payout_destination.added');
    expect(row).toMatchObject({
      actorId: seller.id,
      subjectType: 'bank_account',
      subjectId: bankAccountId,
      // fastify.inject's own address: the request's, as the edge resolved it.
      ipAddress: '127.0.0.1',
    });
  });

  it('e-mails the owner when a withdrawal address is added, naming the address', async () => {
    const buyer = await createPersona(app, db(), 'buyer');
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    const added = await postAs(app, buyer, '/api/wallet/withdrawal-addresses', {
      address,
      label: 'My Ledger',
    });
    expect(added.statusCode, added.body).toBe(201);
    const mail = await alertTo(buyer.email);
    expect(mail.text).toContain(address);
    expect(tokenIn(mail.text)).toBeTruthy();
    expect(await auditOf(buyer.id, 'payout_destination.added')).toHaveLength(1);
  });

  it("the link's button freezes payouts, ends every session, tells the admins and writes the audit row", async () => {
    const seller = await createVerifiedSeller(app, db());
    const otherDevice = await signIn(seller);
    await saveTestBankAccount(app, seller);
    const token = decodeURIComponent(tokenIn((await alertTo(seller.email)).text)!);

    const answer = await freeze(token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: PAYOUT_HOLD_MESSAGES.payoutsFrozenNow });

    for (const cookie of [seller.cookie, otherDevice])
      expect(
        (await app.inject({ method: 'GET', url: '/api/money/balances', headers: { cookie } }))
          .statusCode,
      ).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, seller.id))).toEqual([]);
    const [holds] = await db()
      .select()
      .from(accountHolds)
      .where(eq(accountHolds.userId, seller.id));
    expect(holds!.payoutsFrozenAt).toBeInstanceOf(Date);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'payouts_frozen')));
    expect(told.some((notice) => notice.body.includes(seller.email))).toBe(true);
    const [row] = await auditOf(seller.id, 'payouts.frozen');
    expect(row).toMatchObject({ actorId: null, subjectType: 'user', subjectId: seller.id });
    expect(row!.ipAddress).toMatch(/^10\./);

    // The owner signs in again and sees why payouts wait; a second press keeps the first time.
    const cookie = await signIn(seller);
    const holdsAnswer = await app.inject({
      method: 'GET',
      url: '/api/security/payout-holds',
      headers: { cookie },
    });
    expect(holdsAnswer.json()).toMatchObject({
      frozen: true,
      frozenAt: holds!.payoutsFrozenAt!.toISOString(),
    });
    expect((await freeze(token)).statusCode).toBe(200);
    const [again] = await db()
      .select()
      .from(accountHolds)
      .where(eq(accountHolds.userId, seller.id));
    expect(again!.payoutsFrozenAt).toEqual(holds!.payoutsFrozenAt);
    expect(await auditOf(seller.id, 'payouts.frozen')).toHaveLength(1);
    expect(await auditOf(seller.id, 'sessions.ended_everywhere')).toHaveLength(1);
  });

  it('refuses a forged, altered or expired token with a clear 400, and does nothing', async () => {
    const victim = await createVerifiedSeller(app, db());
    const ours = createSecurityLinks(TEST_AUTH_SECRET, PUBLIC_URL);
    const tokenOf = (url: string) => decodeURIComponent(new URL(url).searchParams.get('token')!);
    const valid = tokenOf(ours.thisWasntMeUrl(victim.id));
    const [userId, expires, signature] = valid.split('.') as [string, string, string];
    const refused = [
      tokenOf(createSecurityLinks('another-secret-'.repeat(4), PUBLIC_URL).thisWasntMeUrl(userId)),
      tokenOf(ours.thisWasntMeUrl(victim.id, Date.now() - 8 * DAY_MS)),
      `${userId}.${(parseInt(expires, 36) + 1).toString(36)}.${signature}`,
      `${admin.id}.${expires}.${signature}`,
      'not-a-token',
    ];
    for (const token of refused) {
      const answer = await freeze(token);
      expect(answer.statusCode, token).toBe(400);
      expect(answer.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: PAYOUT_HOLD_MESSAGES.freezeLinkInvalid,
      });
    }
    expect((await getAs(app, victim, '/api/money/balances')).statusCode).toBe(200);
    expect(
      await db().select().from(accountHolds).where(eq(accountHolds.userId, victim.id)),
    ).toEqual([]);
    expect(await auditOf(victim.id, 'payouts.frozen')).toEqual([]);
  });

  it('refuses naira payouts and USDC withdrawals while frozen, moving nothing', async () => {
    const { seller, bankAccountId, cookie } = await frozenSeller();
    const signedIn = { ...seller, cookie };
    const refused = await payout(signedIn, bankAccountId);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error).toEqual({
      code: 'PAYOUTS_FROZEN',
      message: SECURITY_MESSAGES.payoutsFrozen,
    });
    const listed = await getAs(app, signedIn, '/api/payments/payouts');
    expect(listed.json().payouts).toEqual([]);

    await moneyCall(app, signedIn, '/api/wallet/faucet', { amountMinor: '5000000' });
    const to = await savedWithdrawalAddress(db(), seller.id);
    const withdrawal = await moneyCall(app, signedIn, '/api/wallet/withdrawals', {
      amountMinor: '2000000',
      destinationAddress: to,
    });
    expect(withdrawal.statusCode).toBe(423);
    expect(withdrawal.json().error.code).toBe('PAYOUTS_FROZEN');
  });

  it('an admin lifts the freeze with a reason, audited and told to the owner; never their own', async () => {
    const { seller, bankAccountId, cookie } = await frozenSeller();
    const lift = (who: Persona, userId: string, body: Record<string, unknown>) =>
      postAs(app, who, `/api/admin/users/${userId}/unfreeze-payouts`, body);

    expect((await lift(admin, seller.id, { reason: 'short' })).statusCode).toBe(400);
    const reason = 'Owner confirmed by phone and changed their password.';
    const lifted = await lift(admin, seller.id, { reason });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ id: seller.id, payoutsFrozenAt: null });
    const [row] = await auditOf(seller.id, 'payouts.unfrozen');
    expect(row).toMatchObject({ actorId: admin.id, reason, subjectId: seller.id });
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, 'payouts_unfrozen')));
    expect(told).toHaveLength(1);
    expect((await payout({ ...seller, cookie }, bankAccountId)).statusCode).toBe(201);
    // Lifted already: said so, not done twice.
    expect((await lift(admin, seller.id, { reason })).json().error.code).toBe('CONFLICT');

    // An admin reported taken over does not lift their own freeze.
    await db()
      .insert(accountHolds)
      .values({ userId: admin.id, payoutsFrozenAt: new Date() })
      .onConflictDoUpdate({ target: accountHolds.userId, set: { payoutsFrozenAt: new Date() } });
    const own = await lift(admin, admin.id, { reason });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(PAYOUT_HOLD_MESSAGES.cannotLiftOwnFreeze);
    const profiles = await getAs(app, admin, `/api/admin/profiles?search=${admin.email}`);
    expect(profiles.json().items[0].payoutsFrozenAt).not.toBeNull();
  });
});
