import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { completeProfile, completeProfileDialog } from './support/profileCompletion';
import { installTestWallet } from './support/wallet';

/**
 * This installation as if Google were not configured: the settings in the pages it serves and
 * those GET /api/config answers say so.
 */
async function withoutGoogle(page: Page) {
  await page.route(
    (url) => !/^\/(api|assets)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '"googleSignIn":{"enabled":true}',
        '"googleSignIn":{"enabled":false}',
      );
      // The text is decoded: it goes back without the encoding it came in.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => name !== 'content-encoding' && name !== 'content-length',
        ),
      );
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { googleSignIn: { enabled: boolean } };
    await route.fulfill({
      response,
      json: { ...config, googleSignIn: { ...config.googleSignIn, enabled: false } },
    });
  });
}

test.describe('sign-in failures say the spec message', () => {
  test.describe('a signature the server refuses', () => {
    test.use({ expectedHttpErrors: [401] });

    test('says "Failed to verify Ethereum signature"', async ({ page }) => {
      await installTestWallet(page);
      // The message reaching the server is not the one signed: the server's own check refuses.
      await page.route('**/api/accounts/wallet/sign-in', async (route) => {
        const body = route.request().postDataJSON() as { message: string; signature: string };
        await route.continue({
          postData: JSON.stringify({
            ...body,
            message: body.message.replace('Sign in to TitleTrust.', 'Sign in to TitleTrust!'),
          }),
        });
      });
      await page.goto('/login');
      const answer = page.waitForResponse('**/api/accounts/wallet/sign-in');
      await page.getByRole('button', { name: 'Sign in with MetaMask' }).click();
      expect((await answer).status()).toBe(401);
      await expect(
        page.getByText('Failed to verify Ethereum signature', { exact: true }),
      ).toBeVisible();
      await expect(completeProfileDialog(page)).toBeHidden();
      await expect(page).toHaveURL('/login');
    });
  });

  test.describe('Google sign-in that cannot start', () => {
    test.use({ expectedHttpErrors: [502] });

    test.beforeEach(async ({ page }) => {
      await page.route('**/api/accounts/google', (route) =>
        route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }),
      );
    });

    test('says "Failed to initiate Google login" on /login', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(
        page.getByText('Failed to initiate Google login', { exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL('/login');
    });

    test('says "Failed to initiate Google login" in the /register confirmation', async ({
      page,
    }) => {
      await page.goto('/register');
      await page.getByRole('radio', { name: 'Client' }).check();
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm your registration' });
      await confirm.getByRole('button', { name: 'Yes, create my Client account' }).click();
      await expect(
        confirm.getByText('Failed to initiate Google login', { exact: true }),
      ).toBeVisible();
    });
  });

  test('without Google configured, its buttons are disabled and say why', async ({ page }) => {
    await withoutGoogle(page);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      const button = page.getByRole('button', { name: 'Continue with Google' });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(
        'Google sign-in is not configured on this server.',
      );
      await expect(
        page.getByText('Google sign-in is not configured on this server.', { exact: true }),
      ).toBeVisible();
    }
  });

  test.describe('a profile the server fails to save', () => {
    test.use({ expectedHttpErrors: [500] });

    test('keeps the Complete Your Profile modal open with "Failed to update profile. Please try again."', async ({
      page,
    }) => {
      await installTestWallet(page);
      await page.route('**/api/accounts/profile-completion', (route) =>
        route.fulfill({
          status: 500,
          json: {
            error: {
              code: 'INTERNAL',
              message: 'Something went wrong on our side. Please try again in a moment.',
            },
          },
        }),
      );
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with MetaMask' }).click();
      await completeProfile(page, { type: 'Client' });

      const dialog = completeProfileDialog(page);
      await expect(
        dialog.getByText('Failed to update profile. Please try again.', { exact: true }),
      ).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL('/login');
    });
  });
});
