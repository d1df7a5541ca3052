import { answer, signIn, signUp, STRONG_PASSWORD, visitorAddress } from './support/accounts';
import { expect, test } from './support/fixtures';
import { verifyProfessional } from './support/moneyFlows';
import { ageDestinationsOf } from './support/payoutDestinations';

const ALERT_SUBJECT = 'A payout account was added to your TitleTrust account';
const FREEZE_LINK = /https?:\/\/\S+\/this-wasnt-me\?token=[\w.%-]+/;

/** "7 Dec, 15:20 (Lagos time)", as the pages write when a held destination may receive. */
function lagosHoldEnd(iso: string): string {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map(({ type, value }) => [type, value]),
  );
  return `${part.day} ${part.month}, ${part.hour}:${part.minute} (Lagos time)`;
}

test.describe('payout holds', () => {
  test('a professional adds a bank account and sees it held for 24 hours, in Lagos time', async ({
    page,
    adminApi,
  }) => {
    const professional = await signUp(page.request, 'professional', {
      firstName: 'Kemi',
      lastName: 'Balogun',
    });
    await verifyProfessional(adminApi, professional.id);

    await page.goto('/payouts');
    const form = page.getByRole('form', { name: 'Add a bank account' });
    await page
      .getByRole('table', { name: 'Test bank accounts' })
      .getByRole('button', { name: /\(always paid\)$/ })
      .click();
    await form.getByRole('button', { name: 'Look up the account name' }).click();
    await expect(form.getByTestId('resolved-account')).toContainText('Account name: Kemi Balogun');
    await form.getByRole('button', { name: 'Save account' }).click();
    // The list is read only once the page says the account is saved.
    const saved = page.getByRole('alert').filter({ hasText: 'Bank account saved' });
    await expect(saved).toBeVisible();

    const { accounts } = await answer<{ accounts: { receivesPayoutsFrom: string }[] }>(
      await page.request.get('/api/payments/bank-accounts'),
      'bank accounts',
    );
    const heldUntil = lagosHoldEnd(accounts[0]!.receivesPayoutsFrom);
    await expect(saved).toContainText(`can receive payouts from ${heldUntil}`);
    await expect(page.getByRole('region', { name: 'Your bank accounts' })).toContainText(
      `Held until ${heldUntil}`,
    );
    // Nothing is offered to withdraw to yet, and the page says until when.
    await expect(page.getByRole('region', { name: 'Withdraw naira' })).toContainText(
      `Your new account can receive payouts from ${heldUntil}.`,
    );
    await expect(page.getByRole('form', { name: 'Withdraw naira' })).toHaveCount(0);

    // A day later (the clock moved back in the database), the account is offered.
    await ageDestinationsOf(professional.email);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your bank accounts' })).toContainText(
      'Ready for payouts',
    );
    await expect(page.getByRole('form', { name: 'Withdraw naira' })).toBeVisible();
  });

  test('the "This wasn\'t me" page freezes payouts and signs out every session', async ({
    page,
    adminApi,
    playwright,
    baseURL,
  }) => {
    const professional = await signUp(page.request, 'professional', { firstName: 'Femi' });
    await verifyProfessional(adminApi, professional.id);
    const otherDevice = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    });
    await signIn(otherDevice, professional.email, STRONG_PASSWORD);
    const { accounts } = await answer<{ accounts: { bankCode: string; accountNumber: string }[] }>(
      await page.request.get('/api/payments/test-bank-accounts'),
      'test bank accounts',
    );
    await answer(
      await page.request.post('/api/payments/bank-accounts', {
        data: { bankCode: accounts[0]!.bankCode, accountNumber: accounts[0]!.accountNumber },
      }),
      'saving the bank account',
    );

    // The owner's e-mail, at once, with the link (read from the dev mailbox).
    let link = '';
    await expect
      .poll(
        async () => {
          const { messages } = await answer<{
            messages: { to: string; subject: string; text: string }[];
          }>(await page.request.get('/api/demo/mailbox'), 'mailbox');
          const mail = messages.find(
            (message) =>
              message.to.includes(professional.email) && message.subject === ALERT_SUBJECT,
          );
          link = FREEZE_LINK.exec(mail?.text ?? '')?.[0] ?? '';
          return link;
        },
        { timeout: 20_000 },
      )
      .toMatch(FREEZE_LINK);

    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { level: 1, name: "This wasn't me" })).toBeVisible();
    // Opening the page (as a mail scanner would) does nothing.
    expect((await otherDevice.get('/api/money/balances')).status()).toBe(200);

    await page.getByRole('button', { name: 'Freeze payouts and sign me out everywhere' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payouts frozen' })).toContainText(
      'every session was signed out',
    );
    expect((await otherDevice.get('/api/money/balances')).status()).toBe(401);
    expect((await page.request.get('/api/money/balances')).status()).toBe(401);
    await otherDevice.dispose();

    // Signed in again, the owner is told on the payouts page before trying.
    await signIn(page.request, professional.email, STRONG_PASSWORD);
    await page.goto('/payouts');
    await expect(page.getByRole('alert').filter({ hasText: 'Payouts are frozen' })).toContainText(
      'Contact support to lift the freeze.',
    );
  });
});
