import { expect, test } from './support/fixtures';

test.describe('Google sign-in', () => {
  test('a legal professional registers with Google and lands on the seller dashboard', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('radio', { name: 'Legal Professional' }).check();
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm your registration' });
    await expect(confirm.getByText('your Google account')).toBeVisible();
    await confirm
      .getByRole('button', { name: 'Yes, create my Legal Professional account' })
      .click();

    await expect(page).toHaveURL('/seller-dashboard', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Seller dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('seller', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Complete Your Profile' })).toBeHidden();
  });

  test('a failed Google sign-in says so and leads back to /login', async ({ page }) => {
    await page.goto('/auth/callback?error=access_denied');
    await expect(
      page.getByText('Google sign-in did not complete (access_denied). Please try again.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL('/login');
  });
});
