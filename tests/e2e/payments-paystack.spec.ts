import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  FAKE_PAYSTACK_SECRET,
  startFakePaystack,
  type FakePaystack,
} from '../../server/test/support/fake-paystack';
import { answer, signInAsDemo, signUp, visitorAddress } from './support/accounts';
import { startAppProcess, type AppProcess } from './support/app-process';
import { expect, test } from './support/fixtures';
import { ageDestinationsOf } from './support/payoutDestinations';
import {
  askToAddFiveThousandNaira,
  availableMinor,
  verifyProfessional,
} from './support/moneyFlows';

// A second app of its own, on Paystack (the fake, speaking Paystack's published API), beside the
// run's app on the local provider.
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199) + 100}`;
test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

let fake: FakePaystack;
let app: AppProcess;
let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  fake = await startFakePaystack({ webhookUrl: `${baseURL}/api/webhooks/paystack` });
  app = await startAppProcess({
    baseUrl: baseURL,
    logName: 'e2e-paystack-server',
    env: { PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET, PAYSTACK_BASE_URL: fake.url },
  });
  admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  });
  await signInAsDemo(admin, 'admin');
});

test.afterAll(async () => {
  await admin?.dispose();
  await app?.stop();
  await fake?.close();
});

/** The signed-in user's available naira, in kobo. */
const availableKobo = async (request: APIRequestContext) =>
  BigInt(await availableMinor(request, 'NGN'));

test.describe('naira through Paystack', () => {
  test('a client pays on Paystack’s checkout and is credited once, by the return or the webhook', async ({
    page,
  }) => {
    await signUp(page.request, 'client');
    await askToAddFiveThousandNaira(page);

    // Paystack's page, on Paystack's address.
    await expect(page.getByRole('heading', { name: 'Paystack (test)' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(fake.url);
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/wallet\/funding\/return\?/);
    const outcome = page.getByRole('alert').filter({ hasText: 'Naira added' });
    await expect(outcome).toContainText('₦5,000.00 was added to your available balance.');
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Naira added' })).toBeVisible();
    // The webhook came too; the naira is there once.
    await expect
      .poll(() => fake.webhooksSent.filter((sent) => sent.event === 'charge.success').length)
      .toBeGreaterThan(0);
    expect(await availableKobo(page.request)).toBe(500_000n);
    expect(fake.specViolations).toEqual([]);
  });

  test('a professional adds their bank account, withdraws and is paid by a Paystack transfer', async ({
    page,
  }) => {
    const professional = await signUp(page.request, 'professional', {
      firstName: 'Adebayo',
      lastName: 'Oluwaseun',
    });
    await verifyProfessional(admin, professional.id);
    // Naira to withdraw: paid in off-screen, as the client above did on screen.
    const { checkout } = await answer<{ checkout: { reference: string } }>(
      await page.request.post('/api/payments/checkouts', {
        data: { amountMinor: '500000', currency: 'NGN' },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
      'checkout',
    );
    await fake.decideCheckout(checkout.reference, 'success');
    await expect.poll(() => availableKobo(page.request)).toBe(500_000n);

    await page.goto('/payouts');
    const form = page.getByRole('form', { name: 'Add a bank account' });
    await form.getByLabel('Bank').click();
    await page.getByRole('option', { name: /Guaranty Trust Bank/ }).click();
    await form.getByLabel('Account number').fill('0123456780');
    await form.getByRole('button', { name: 'Look up the account name' }).click();
    await expect(form.getByTestId('resolved-account')).toContainText(
      'Account name: ADEBAYO OLUWASEUN',
    );
    await form.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bank account saved' })).toBeVisible();
    // A new account receives payouts a day after it was saved: the day passes in the database.
    await ageDestinationsOf(professional.email, { databaseUrl: app.databaseUrl });
    await page.reload();

    const withdraw = page.getByRole('form', { name: 'Withdraw naira' });
    await withdraw.getByLabel('Amount').fill('1,000');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    const payout = page.getByTestId('payout').first();
    await expect(payout).toContainText('₦1,000.00');
    await expect(payout).toContainText('Paid', { timeout: 30_000 });
    expect(await availableKobo(page.request)).toBe(400_000n);
    const transfers = fake.requests.filter(
      (request) => request.method === 'POST' && request.path === '/transfer',
    );
    expect(transfers).toHaveLength(1);
    expect(fake.specViolations).toEqual([]);
  });
  test('an admin finalises on the payments page a transfer Paystack holds for an OTP', async ({
    page,
    playwright,
  }) => {
    const seller = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    });
    const lastName = `Okoro${randomBytes(3).toString('hex')}`;
    const professional = await signUp(seller, 'professional', { firstName: 'Tunde', lastName });
    await verifyProfessional(admin, professional.id);
    // An account in the professional's name at a bank whose transfers wait for an OTP.
    fake.addAccount({
      bankCode: '057',
      accountNumber: '5551230012',
      name: `TUNDE ${lastName.toUpperCase()}`,
      outcome: 'otp',
    });
    const { checkout } = await answer<{ checkout: { reference: string } }>(
      await seller.post('/api/payments/checkouts', {
        headers: { 'idempotency-key': crypto.randomUUID() },
        data: { amountMinor: '500000' },
      }),
      'checkout',
    );
    await fake.decideCheckout(checkout.reference, 'success');
    await expect.poll(() => availableKobo(seller)).toBe(500_000n);
    const { account } = await answer<{ account: { id: string } }>(
      await seller.post('/api/payments/bank-accounts', {
        data: { bankCode: '057', accountNumber: '5551230012' },
      }),
      'bank account',
    );
    await ageDestinationsOf(professional.email, { databaseUrl: app.databaseUrl });
    await answer(
      await seller.post('/api/payments/payouts', {
        headers: { 'idempotency-key': crypto.randomUUID() },
        data: { amountMinor: '200000', bankAccountId: account.id },
      }),
      'payout',
    );
    // The payouts job sends it; Paystack answers that it waits for an OTP.
    await expect
      .poll(async () => {
        const { payouts } = await answer<{ payouts: { providerStatus: string | null }[] }>(
          await seller.get('/api/payments/payouts'),
          'payouts',
        );
        return payouts[0]?.providerStatus;
      })
      .toBe('otp');

    await signInAsDemo(page.request, 'admin');
    await page.goto('/admin/payments');
    const row = page
      .getByRole('table', { name: 'Open payouts' })
      .getByRole('row')
      .filter({ hasText: lastName });
    await expect(row).toContainText('Waiting for an OTP');
    await row.getByLabel('Transfer OTP').fill('123456');
    await row.getByRole('button', { name: 'Finalise transfer' }).click();
    await expect(page.getByText('Transfer finalised')).toBeVisible();
    await expect(row).toHaveCount(0);
    await seller.dispose();
  });
});
