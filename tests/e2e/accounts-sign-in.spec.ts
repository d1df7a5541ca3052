import { ACCOUNT_MESSAGES } from '@titletrust/shared';
import {
  demoAccount,
  signInAsDemo,
  signInThroughForm,
  signUp,
  STRONG_PASSWORD,
} from './support/accounts';
import { expect, test } from './support/fixtures';

test.describe('signing in and page guards', () => {
  test('a signed-out visitor to /post-gig signs in and arrives at /post-gig', async ({
    page,
    request,
  }) => {
    await page.goto('/post-gig');
    await expect(page).toHaveURL('/login?returnTo=%2Fpost-gig');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    const buyer = await demoAccount(request, 'buyer');
    await signInThroughForm(page, buyer.email, buyer.password);

    await expect(page).toHaveURL('/post-gig');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a gig' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(buyer.email)).toBeVisible();
  });

  test('a seller opening a buyer page lands on the home page', async ({ page }) => {
    await signInAsDemo(page.request, 'seller');
    await page.goto('/post-gig');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByText('seller', { exact: true })).toBeVisible();
  });

  test('a wrong password says only the one generic message', async ({
    page,
    expectedHttpErrors,
  }) => {
    expectedHttpErrors.push(401);
    await page.goto('/login');
    await signInThroughForm(page, 'nobody-here@example.com', 'Wrong#Password1');
    await expect(
      page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.invalidCredentials }),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('a remembered path outside the site is ignored after signing in', async ({
    page,
    request,
  }) => {
    const { email } = await signUp(request, 'client');
    await page.goto('/login?returnTo=%2F%2Fevil.example%2Fsteal');
    await signInThroughForm(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL('/buyer-dashboard');
  });
});

test('signing out in one tab signs the other tabs out too', async ({ context, request }) => {
  const buyer = await demoAccount(request, 'buyer');
  const first = await context.newPage();
  await first.goto('/login');
  await signInThroughForm(first, buyer.email, buyer.password);
  await expect(first).toHaveURL('/buyer-dashboard');

  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

  await first.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(first.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(second).toHaveURL('/login?returnTo=%2Fprofile');
  await expect(second.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
