import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@titletrust/shared';
import { signUp } from './support/accounts';
import { expect, test } from './support/fixtures';

/** Opens the newest e-mail to the address on /dev/mailbox and follows its link. */
async function followLinkInMailbox(page: Page, email: string, subject: string) {
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
  const message = page.getByRole('button').filter({ hasText: subject }).filter({ hasText: email });
  await expect(message.first()).toBeVisible();
  await message.first().click();
  await page
    .getByRole('link', { name: /\/verify-email\?token=/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/verify-email\?token=/);
}

test.describe('the demo pages', () => {
  test('/test-accounts shows the three demo accounts with their passwords, and signs in as one', async ({
    page,
  }) => {
    await page.goto('/test-accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo accounts' })).toBeVisible();
    for (const label of ['Client', 'Legal professional', 'Administrator']) {
      const card = page.getByRole('article', { name: `${label} demo account` });
      await expect(card.getByText(/@demo\.titletrust\.ng$/)).toBeVisible();
      await expect(card.getByText(/^Tt-[\w-]+-7!$/)).toBeVisible();
    }
    // Admins must use two-factor sign-in: the demo admin's key and current code are shown.
    const adminCard = page.getByRole('article', { name: 'Administrator demo account' });
    await expect(adminCard.getByText(/^[A-Z2-7]{32,}$/)).toBeVisible();
    await expect(adminCard.getByLabel('admin two-factor code', { exact: true })).toHaveText(
      /^\d{6}$/,
    );
    await page.getByRole('button', { name: 'Sign in as seller' }).click();
    await expect(page).toHaveURL('/seller-dashboard');
    await expect(page.getByRole('banner').getByText('seller@demo.titletrust.ng')).toBeVisible();
  });

  test('/dev/mailbox shows the sign-up e-mail, whose link verifies the address; /profile stops asking', async ({
    page,
  }) => {
    const { email } = await signUp(page.request, 'client');

    await page.goto('/profile');
    const notice = page.getByRole('alert').filter({ hasText: 'Please verify your email address' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.verificationLinkSent)).toBeVisible();

    await followLinkInMailbox(page, email, 'Verify your email address for TitleTrust');
    await page.getByRole('button', { name: 'Verify my email address' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.emailVerified).first()).toBeVisible();

    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText('Please verify your email address')).toBeHidden();
  });

  test('a verification link that is not valid says so', async ({ page, expectedHttpErrors }) => {
    expectedHttpErrors.push(400);
    await page.goto('/verify-email?token=not-a-real-token');
    await page.getByRole('button', { name: 'Verify my email address' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.verificationLinkInvalid)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Ask for a new link on your profile' }),
    ).toBeVisible();
  });
});
