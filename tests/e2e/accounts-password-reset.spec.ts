import { ACCOUNT_MESSAGES } from '@titletrust/shared';
import { signInThroughForm, signUp, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';

const RESET_LINK = /https?:\/\/[^\s]+\/reset-password\?token=[\w-]+/;

test('a forgotten password is reset from the e-mailed link, and older sessions end', async ({
  page,
  request,
  openFreshVisitorPage,
}) => {
  const email = uniqueEmail('reset');
  const newPassword = 'Rainy#Season2025!';

  // Another browser, signed in before the reset.
  const otherPage = await openFreshVisitorPage();
  await signUp(otherPage.request, 'client', { email });
  await otherPage.goto('/buyer-dashboard');
  await expect(
    otherPage.getByRole('banner').getByRole('button', { name: 'Sign out' }),
  ).toBeVisible();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/login?view=forgot');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.resetLinkSent)).toBeVisible();

  let link = '';
  // The e-mail goes out through a job queue, so give it a moment.
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/api/demo/mailbox')).json()) as {
          messages: Array<{ to: string; text: string }>;
        };
        link =
          RESET_LINK.exec(
            messages.find((message) => message.to.includes(email))?.text ?? '',
          )?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .toMatch(RESET_LINK);

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await signInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL('/buyer-dashboard');

  await otherPage.reload();
  await expect(otherPage).toHaveURL('/login?returnTo=%2Fbuyer-dashboard');
  await expect(otherPage.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a reset link without a valid token says so and offers a new one', async ({
  page,
  expectedHttpErrors,
}) => {
  expectedHttpErrors.push(400);
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('Rainy#Season2025!');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Rainy#Season2025!');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page.getByText('This link cannot be used')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new reset link' }).click();
  await expect(page).toHaveURL('/login?view=forgot');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
});
