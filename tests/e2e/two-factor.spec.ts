import type { Page } from '@playwright/test';
import pg from 'pg';
import { enterTwoFactorCode, signInThroughForm, signUp, STRONG_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { verifyProfessional } from './support/moneyFlows';
import { totpCode } from '../../server/src/platform/totp';

/**
 * Turns two-factor on through a page showing the setup (the profile's section, or the admins'
 * setup page): the password, then a code computed from the key the page shows, then the
 * recovery codes saved. Answers the key.
 */
async function setUpTwoFactor(page: Page): Promise<string> {
  const passwordForm = page.getByRole('form', { name: 'Confirm your password' });
  await passwordForm.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByLabel('Key', { exact: true }).innerText()).replace(/\s+/g, '');
  const confirm = page.getByRole('form', { name: 'Confirm two-factor sign-in' });
  await confirm.getByLabel('Authentication code').fill(totpCode(key));
  await confirm.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Download codes' })).toBeVisible();
  await page.getByLabel('I have saved my recovery codes somewhere safe').check();
  await page.getByRole('button', { name: 'Done' }).click();
  return key;
}

test.describe('two-factor sign-in', () => {
  test('a professional turns it on, signs in with the code, and a new bank account waits 24 hours', async ({
    page,
    adminApi,
    expectedHttpErrors,
  }) => {
    test.setTimeout(90_000);
    // The wrong code below is answered 400.
    expectedHttpErrors.push(400);
    const professional = await signUp(page.request, 'professional', {
      firstName: 'Ifeoma',
      lastName: 'Okafor',
    });
    await verifyProfessional(adminApi, professional.id);

    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const key = await setUpTwoFactor(page);
    await expect(section.getByText('On', { exact: true })).toBeVisible();
    await expect(section).toContainText('10 of 10 recovery codes left');

    // Signed out, the password alone no longer signs in.
    await page.request.post('/api/accounts/sign-out', { data: { scope: 'local' } });
    await page.goto('/login');
    await signInThroughForm(page, professional.email, STRONG_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Two-factor sign-in' });
    await form.getByLabel('Authentication code').fill('000000');
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(form.getByText(/That code is not right/)).toBeVisible();
    await enterTwoFactorCode(page, key);
    await expect(page).toHaveURL('/seller-dashboard');

    // A new payout account: saved, and held for a day before it can receive money.
    await page.goto('/payouts');
    await page
      .getByRole('table', { name: 'Test bank accounts' })
      .getByRole('button', { name: /\(always paid\)$/ })
      .click();
    const bankForm = page.getByRole('form', { name: 'Add a bank account' });
    await bankForm.getByRole('button', { name: 'Look up the account name' }).click();
    await expect(bankForm.getByTestId('resolved-account')).toContainText('Ifeoma Okafor');
    await bankForm.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByRole('region', { name: 'Your bank accounts' })).toContainText(
      /Held until .+\(Lagos time\)/,
    );
  });

  test('an admin without two-factor is sent to set it up, and then reaches the dashboard', async ({
    page,
  }) => {
    const admin = await signUp(page.request, 'client', { firstName: 'Bisi', lastName: 'Admin' });
    // Admin rights are granted by another admin; the test grants them in the database.
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    try {
      await client.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.id]);
    } finally {
      await client.end();
    }
    // The API refuses everything else meanwhile.
    const refused = await page.request.get('/api/admin/stats');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('TWO_FACTOR_REQUIRED');

    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/two-factor-setup/);
    await expect(page.getByText('Admins must use two-factor sign-in')).toBeVisible();
    await setUpTwoFactor(page);
    await expect(page).toHaveURL('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  });
});
