import type { Page } from '@playwright/test';
import { signInThroughForm, signUp, STRONG_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';

/** The person signed in twice: here (registered) and in another browser of their own. */
async function signedInOnTwoDevices(page: Page, openFreshVisitorPage: () => Promise<Page>) {
  const { email } = await signUp(page.request, 'client');
  const other = await openFreshVisitorPage();
  await other.goto('/login');
  await signInThroughForm(other, email, STRONG_PASSWORD);
  await expect(other).toHaveURL('/buyer-dashboard');

  await page.goto('/profile');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  return { other, sessions };
}

/** The other browser, on its next page load, finds itself signed out. */
async function expectSignedOut(other: Page) {
  await other.reload();
  await expect(other).toHaveURL('/login?returnTo=%2Fbuyer-dashboard');
  await expect(other.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test.describe('signing out other devices from /profile', () => {
  test('"Sign out other devices" ends the other browser\'s session and keeps this one', async ({
    page,
    openFreshVisitorPage,
  }) => {
    const { other, sessions } = await signedInOnTwoDevices(page, openFreshVisitorPage);

    await page.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(page.getByText('You have signed out on all your other devices.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    await expectSignedOut(other);
    await page.reload();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  });

  test('"Sign out everywhere" ends every session, this one included', async ({
    page,
    openFreshVisitorPage,
  }) => {
    const { other } = await signedInOnTwoDevices(page, openFreshVisitorPage);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out everywhere?' })
      .getByRole('button', { name: 'Yes, sign out everywhere' })
      .click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

    await expectSignedOut(other);
    await page.goto('/profile');
    await expect(page).toHaveURL('/login?returnTo=%2Fprofile');
  });
});

test('a page comes with its session and settings: the sign-in page and a signed-in page ask for neither', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/accounts/session' || pathname === '/api/config') asked.push(pathname);
  });

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  const { email } = await signUp(page.request, 'client');
  await page.goto('/buyer-dashboard');
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked).toEqual([]);
});

test('signing out while the header still loads its tools sends nothing without a session', async ({
  page,
}) => {
  await signUp(page.request, 'client');
  // The header's balance arrives late: its code is held until the sign-out has been answered.
  const signOutAnswered = page.waitForResponse('**/api/accounts/sign-out');
  await page.route('**/assets/HeaderBalance-*.js', async (route) => {
    await signOutAnswered;
    await route.continue();
  });
  const heldCodeAsked = page.waitForRequest('**/assets/HeaderBalance-*.js');
  const heldCodeArrived = page.waitForResponse('**/assets/HeaderBalance-*.js');
  await page.goto('/buyer-dashboard');
  // The header has asked for the code (it loads after the first paint): now sign out.
  await heldCodeAsked;
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The held code has arrived; a header that still thought someone was signed in would now ask
  // for a balance without a cookie (a 401 the page would report).
  await heldCodeArrived;
  await expect(page.getByRole('banner').getByRole('link', { name: /^Your balance/ })).toHaveCount(
    0,
  );
});
