import { WALLET_MESSAGES } from '@titletrust/shared';
import { completeProfile, completeProfileDialog } from './support/profileCompletion';
import { expect, test } from './support/fixtures';
import { installTestWallet } from './support/wallet';

test.describe('wallet sign-in with MetaMask', () => {
  test('a new wallet cannot escape the profile modal, completes it as a professional and lands on the seller dashboard', async ({
    page,
    baseURL,
  }) => {
    const wallet = await installTestWallet(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with MetaMask' }).click();

    const dialog = completeProfileDialog(page);
    await expect(dialog).toBeVisible();
    // What was signed is a Sign-In with Ethereum message bound to this site and chain.
    const signed = wallet.signedMessages[0] ?? '';
    expect(signed).toContain(`${new URL(baseURL!).host} wants you to sign in`);
    expect(signed).toContain(wallet.address);
    expect(signed).toContain('Sign in to TitleTrust.');
    expect(signed).toContain(`URI: ${new URL(baseURL!).origin}`);
    expect(signed).toContain('Chain ID: 80002');
    expect(signed).toMatch(/Expiration Time: /);

    // It cannot be closed: no close button, Escape and a click outside leave it open.
    await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    // Focus stays inside it.
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);

    const email = await completeProfile(page, { type: 'Legal Professional', firstName: 'Tunde' });

    await expect(page).toHaveURL('/seller-dashboard');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Welcome, Tunde')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText(email)).toBeVisible();
    await expect(header.getByText('seller', { exact: true })).toBeVisible();
  });

  test('a returning wallet goes straight to its dashboard, without the modal', async ({
    page,
    openFreshVisitorPage,
  }) => {
    const wallet = await installTestWallet(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
    await completeProfile(page, { type: 'Client' });
    await expect(page).toHaveURL('/buyer-dashboard');

    const returning = await openFreshVisitorPage();
    await installTestWallet(returning, { privateKey: wallet.privateKey });
    await returning.goto('/');
    await returning.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();

    await expect(returning).toHaveURL('/buyer-dashboard');
    await expect(returning.getByRole('banner').getByText('buyer', { exact: true })).toBeVisible();
    await expect(completeProfileDialog(returning)).toBeHidden();
  });

  test('a reload while the modal is open shows the modal again; signing out leaves it', async ({
    page,
  }) => {
    await installTestWallet(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
    const dialog = completeProfileDialog(page);
    await expect(dialog).toBeVisible();

    await page.reload();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('/register carries the chosen account type into the profile form', async ({ page }) => {
    await installTestWallet(page);
    await page.goto('/register');
    await page.getByRole('radio', { name: 'Legal Professional' }).check();
    await page.getByRole('button', { name: 'Register with MetaMask' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your registration' });
    await confirm
      .getByRole('button', { name: 'Yes, create my Legal Professional account' })
      .click();

    const dialog = completeProfileDialog(page);
    await expect(dialog.getByRole('radio', { name: 'Legal Professional' })).toBeChecked();
    await completeProfile(page, { type: 'Legal Professional' });
    await expect(page).toHaveURL('/seller-dashboard');
  });
});

test.describe('wallet sign-in problems say the spec message', () => {
  test('the person cancels in MetaMask (4001)', async ({ page }) => {
    await installTestWallet(page, {
      reject: { code: 4001, message: 'User rejected the request.' },
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with MetaMask' }).click();
    await expect(page.getByText(WALLET_MESSAGES.userRejected, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(completeProfileDialog(page)).toBeHidden();
  });

  test('the header button says it in a toast', async ({ page }) => {
    await installTestWallet(page, { reject: { code: 4001 } });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: WALLET_MESSAGES.userRejected }),
    ).toBeVisible();
  });

  test('MetaMask is locked', async ({ page }) => {
    await installTestWallet(page, { locked: true });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with MetaMask' }).click();
    await expect(page.getByText(WALLET_MESSAGES.locked, { exact: true })).toBeVisible();
  });

  test('MetaMask is already busy with a request (-32002)', async ({ page }) => {
    await installTestWallet(page, { reject: { code: -32002 } });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with MetaMask' }).click();
    await expect(page.getByText(WALLET_MESSAGES.requestPending, { exact: true })).toBeVisible();
  });

  test('MetaMask answers without any account', async ({ page }) => {
    await installTestWallet(page, { noAccounts: true });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with MetaMask' }).click();
    await expect(page.getByText(WALLET_MESSAGES.noAccounts, { exact: true })).toBeVisible();
  });

  test('no wallet is installed', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with MetaMask' }).click();
    await expect(page.getByText(WALLET_MESSAGES.noWallet, { exact: true })).toBeVisible();
  });
});
