import type { APIRequestContext } from '@playwright/test';
import { answer, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  askToAddFiveThousandNaira,
  availableMinor,
  verifyProfessional,
} from './support/moneyFlows';
import { ageDestinationsOf } from './support/payoutDestinations';

/** The signed-in user's available naira, in kobo. */
const availableKobo = async (request: APIRequestContext) =>
  BigInt(await availableMinor(request, 'NGN'));

/** Naira paid in through the local checkout, off-screen: open, choose Pay, come back. */
async function payInNaira(request: APIRequestContext, amountMinor: string) {
  const { checkout } = await answer<{ checkout: { reference: string; checkoutUrl: string } }>(
    await request.post('/api/payments/checkouts', {
      data: { amountMinor, currency: 'NGN' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    'checkout',
  );
  await request.post(new URL(checkout.checkoutUrl).pathname, {
    form: { choice: 'pay' },
    maxRedirects: 0,
  });
  await answer(await request.get(`/api/payments/checkouts/${checkout.reference}`), 'return');
}

test.describe('naira in and out through the local payments provider', () => {
  test('a client adds naira through the checkout, sees the fee first, and is credited once', async ({
    page,
  }) => {
    await signUp(page.request, 'client');
    await askToAddFiveThousandNaira(page);

    await expect(page.getByRole('heading', { name: 'Local test checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay ₦5,177.67' }).click();

    await expect(page).toHaveURL(/\/wallet\/funding\/return\?/);
    const outcome = page.getByRole('alert').filter({ hasText: 'Naira added' });
    await expect(outcome).toContainText('₦5,000.00 was added to your available balance.');
    expect(await availableKobo(page.request)).toBe(500_000n);

    // A reload and a second tab read the same checkout: nothing is credited twice.
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Naira added' })).toBeVisible();
    const second = await page.context().newPage();
    await second.goto(page.url());
    await expect(second.getByRole('alert').filter({ hasText: 'Naira added' })).toBeVisible();
    await page.goBack();
    await expect.poll(() => availableKobo(page.request)).toBe(500_000n);
  });

  test('a professional adds a bank account, withdraws and is paid; a reversed payout comes back', async ({
    page,
    adminApi,
  }) => {
    const professional = await signUp(page.request, 'professional', {
      firstName: 'Tunde',
      lastName: 'Bakare',
    });
    await verifyProfessional(adminApi, professional.id);
    await payInNaira(page.request, '500000');

    // Earnings lead to the naira payouts.
    await page.goto('/earnings');
    await page.getByRole('link', { name: 'Withdraw naira to your bank' }).click();
    await expect(page).toHaveURL('/payouts');
    const tests = page.getByRole('table', { name: 'Test bank accounts' });
    const form = page.getByRole('form', { name: 'Add a bank account' });

    async function addTestAccount(outcome: string) {
      await tests.getByRole('button', { name: new RegExp(`\\(${outcome}\\)$`) }).click();
      await form.getByRole('button', { name: 'Look up the account name' }).click();
      await expect(form.getByTestId('resolved-account')).toContainText(
        'Account name: Tunde Bakare',
      );
      await form.getByRole('button', { name: 'Save account' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Bank account saved' })).toBeVisible();
    }

    // A new account receives payouts a day after it was saved: the day passes in the database.
    const aDayLater = async () => {
      await ageDestinationsOf(professional.email);
      await page.reload();
    };

    await addTestAccount('always paid');
    await aDayLater();
    const withdraw = page.getByRole('form', { name: 'Withdraw naira' });
    await withdraw.getByLabel('Amount').fill('1,000');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    const payouts = page.getByTestId('payout');
    await expect(payouts.first()).toContainText('₦1,000.00');
    await expect(payouts.first()).toContainText('Paid', { timeout: 30_000 });
    await expect(payouts.first()).toContainText(/Paid: .* WAT/);
    expect(await availableKobo(page.request)).toBe(400_000n);

    await addTestAccount('paid, then reversed');
    await aDayLater();
    await withdraw.getByLabel('To account').click();
    await page.getByRole('option', { name: /Zenith Bank/ }).click();
    await withdraw.getByLabel('Amount').fill('1,500');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    const reversed = payouts.filter({ hasText: '₦1,500.00' });
    await expect(reversed).toContainText('Reversed', { timeout: 30_000 });
    await expect(reversed).toContainText('The money is back in your available balance.');
    await expect.poll(() => availableKobo(page.request)).toBe(400_000n);
    const notices = await answer<{ notifications: { title: string }[] }>(
      await page.request.get('/api/notifications'),
      'notices',
    );
    expect(notices.notifications.map((notice) => notice.title)).toContain(
      'Payout reversed: the money is back',
    );
  });
});
