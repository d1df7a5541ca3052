import pg from 'pg';
import { STRONG_PASSWORD, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { verifyProfessional } from './support/moneyFlows';

/** Every session of the account gave its factor six minutes ago: no longer fresh. */
async function makeStale(userId: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `UPDATE fresh_checks SET checked_at = now() - interval '6 minutes'
       WHERE session_id IN (SELECT id FROM sessions WHERE user_id = $1)`,
      [userId],
    );
  } finally {
    await client.end();
  }
}

test.describe('a fresh check before a payout destination changes', () => {
  // The refused save (403) and the wrong password (400) are answers the test provokes.
  test.use({ expectedHttpErrors: [403, 400] });

  test('a professional whose check is stale confirms it is them, and the bank account is saved without retyping', async ({
    page,
    adminApi,
  }) => {
    const professional = await signUp(page.request, 'professional', {
      firstName: 'Tunde',
      lastName: 'Bakare',
    });
    await verifyProfessional(adminApi, professional.id);
    await makeStale(professional.id);

    await page.goto('/payouts');
    const form = page.getByRole('form', { name: 'Add a bank account' });
    await page
      .getByRole('table', { name: 'Test bank accounts' })
      .getByRole('button', { name: /\(always paid\)$/ })
      .click();
    await form.getByRole('button', { name: 'Look up the account name' }).click();
    await expect(form.getByTestId('resolved-account')).toContainText('Account name: Tunde Bakare');

    // Closing the question ends the save, saying why; nothing is saved.
    await form.getByRole('button', { name: 'Save account' }).click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('alert').filter({ hasText: 'you closed “Confirm it’s you”' }),
    ).toBeVisible();

    await form.getByRole('button', { name: 'Save account' }).click();
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('Not-my-password-1!');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('That password is not right. Please try again.')).toBeVisible();
    await expect(password).toHaveValue('Not-my-password-1!');

    await password.fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Bank account saved' })).toBeVisible();
    await expect(page.getByText('Account name: Tunde Bakare')).toBeHidden();
  });
});

test.describe('the password on /profile', () => {
  test.use({ expectedHttpErrors: [403] });

  test('a client changes the password after confirming it is them, and signs in with the new one', async ({
    page,
  }) => {
    const client = await signUp(page.request, 'client');
    await makeStale(client.id);
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'E-mail address' })).toContainText(client.email);
    const section = page.getByRole('region', { name: 'Password' });
    const newPassword = 'Ikoyi-Towers!Flat9b';
    await section.getByLabel('Current password', { exact: true }).fill(STRONG_PASSWORD);
    await section.getByLabel('New password', { exact: true }).fill(newPassword);
    await section.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await section.getByRole('button', { name: 'Change password' }).click();

    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(section.getByLabel('Current password', { exact: true })).toHaveValue('');

    const signIn = await page.request.post('/api/accounts/sign-in', {
      data: { email: client.email, password: newPassword },
    });
    expect(signIn.status()).toBe(200);
  });
});
