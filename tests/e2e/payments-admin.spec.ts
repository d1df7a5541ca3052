import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  FAKE_PAYSTACK_SECRET,
  startFakePaystack,
  type FakePaystack,
} from '../../server/test/support/fake-paystack';
import { freePort } from '../../server/test/support/server-process';
import { answer, demoAccount, signInAsDemo, signUp, visitorAddress } from './support/accounts';
import { startAppProcess, type AppProcess } from './support/app-process';
import { expect, test } from './support/fixtures';
import { verifyProfessional } from './support/moneyFlows';

/**
 * Rows the e2e app (local provider, no Paystack) cannot make itself: a webhook event that failed
 * five times, a Paystack charge waiting for review, and a balance check that found a difference.
 */
async function seed(buyerEmail: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  const tag = randomBytes(6).toString('hex');
  try {
    await client.query(
      `INSERT INTO provider_events (provider, event, reference, payload, state, attempts, last_error)
       VALUES ('paystack', 'charge.success', $1, '{}', 'failed', 5, 'Paystack did not answer')`,
      [`tt_e2e_event_${tag}`],
    );
    await client.query(
      `INSERT INTO payment_checkouts (reference, user_id, provider, amount_minor, fee_minor, purpose,
         checkout_url, state, review_reason)
       SELECT $1, id, 'paystack', 5000000, 85000, 'top_up', 'https://checkout.example/x',
              'needs_review', 'Paystack charged ₦49,000.00, not ₦50,850.00'
       FROM users WHERE email = $2`,
      [`tt_e2e_review_${tag}`, buyerEmail],
    );
    await client.query(
      `INSERT INTO provider_balance_checks (provider, currency, ledger_minor, provider_minor)
       VALUES ('paystack', 'NGN', 10000000, 9850000)`,
    );
  } finally {
    await client.end();
  }
  return { event: `tt_e2e_event_${tag}`, checkout: `tt_e2e_review_${tag}` };
}

test('an admin sees provider events, open payments and balance checks, and retries a failed event', async ({
  page,
}) => {
  const buyer = await demoAccount(page.request, 'buyer');
  const seeded = await seed(buyer.email);
  await signInAsDemo(page.request, 'admin');
  await page.goto('/admin-dashboard');
  await page.getByRole('link', { name: 'Payments and provider events' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payments and provider events' }),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  const events = page.getByRole('table', { name: 'Provider events' });
  const failed = events.getByRole('row').filter({ hasText: seeded.event });
  await expect(failed).toContainText('Paystack did not answer');
  // Retried by hand: with no Paystack checkout of that reference, it is ignored with the reason.
  await failed.getByRole('button', { name: `Retry charge.success ${seeded.event}` }).click();
  await expect(page.getByText('Event ignored')).toBeVisible();
  await expect(failed).toHaveCount(0);

  const payments = page.getByRole('table', { name: 'Open payments' });
  await expect(payments.getByRole('row').filter({ hasText: seeded.checkout })).toContainText(
    'Needs review',
  );
  const checks = page.getByRole('table', { name: 'Balance checks' });
  await expect(checks.getByRole('row').nth(1)).toContainText('−₦1,500.00');
  await expect(page.getByRole('table', { name: 'Open payouts' })).toBeVisible();
});

test.describe('on Paystack (the fake)', () => {
  let fake: FakePaystack;
  let app: AppProcess;
  let baseURL: string;
  test.beforeAll(async () => {
    fake = await startFakePaystack();
    baseURL = `http://127.0.0.1:${await freePort()}`;
    app = await startAppProcess({
      baseUrl: baseURL,
      logName: 'e2e-paystack-admin',
      env: { PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET, PAYSTACK_BASE_URL: fake.url },
    });
    fake.setWebhookUrl(`${baseURL}/api/webhooks/paystack`);
  });
  test.afterAll(async () => {
    await app?.stop();
    await fake?.close();
  });

  test('an admin finalises a transfer Paystack holds for an OTP', async ({
    browser,
    playwright,
  }) => {
    const newClient = () =>
      playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
      });
    const [seller, admin] = [await newClient(), await newClient()];
    const lastName = `Okoro${randomBytes(3).toString('hex')}`;
    const professional = await signUp(seller, 'professional', { firstName: 'Tunde', lastName });
    await signInAsDemo(admin, 'admin');
    await verifyProfessional(admin, professional.id);
    // An account in the professional's name at a bank whose transfers wait for an OTP.
    fake.addAccount({
      bankCode: '057',
      accountNumber: '5551230012',
      name: `TUNDE ${lastName.toUpperCase()}`,
      outcome: 'otp',
    });
    const paid = { headers: { 'idempotency-key': randomUUID() }, data: { amountMinor: '500000' } };
    const { checkout } = await answer<{ checkout: { reference: string } }>(
      await seller.post('/api/payments/checkouts', paid),
      'checkout',
    );
    await fake.decideCheckout(checkout.reference, 'success');
    await answer(await seller.get(`/api/payments/checkouts/${checkout.reference}`), 'return');
    const { account } = await answer<{ account: { id: string } }>(
      await seller.post('/api/payments/bank-accounts', {
        data: { bankCode: '057', accountNumber: '5551230012' },
      }),
      'bank account',
    );
    await answer(
      await seller.post('/api/payments/payouts', {
        headers: { 'idempotency-key': randomUUID() },
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

    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    });
    const page = await context.newPage();
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
    await Promise.all([context.close(), seller.dispose(), admin.dispose()]);
  });
});
