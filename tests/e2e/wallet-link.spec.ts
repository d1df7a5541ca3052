import { WALLET_MESSAGES } from '@titletrust/shared';
import { signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { completeProfileDialog } from './support/profileCompletion';
import { installTestWallet } from './support/wallet';

test.describe('linking a wallet on /profile', () => {
  test('an e-mail account links a wallet, then signs in with it', async ({ page }) => {
    const wallet = await installTestWallet(page);
    const { email } = await signUp(page.request, 'client');

    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Wallets' });
    await expect(card.getByText('No wallet is linked to your account yet.')).toBeVisible();
    await card.getByRole('button', { name: 'Link MetaMask wallet' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wallet linked' })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Linked wallets' })).toContainText(wallet.address);

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign out' }).click();
    await header.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page).toHaveURL('/buyer-dashboard');
    await expect(header.getByText(email)).toBeVisible();
  });

  test('a wallet that belongs to another account cannot be linked', async ({
    page,
    openFreshVisitorPage,
    expectedHttpErrors,
  }) => {
    // Signing in with a new wallet makes it an account's own.
    const wallet = await installTestWallet(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
    await expect(completeProfileDialog(page)).toBeVisible();

    expectedHttpErrors.push(409);
    const other = await openFreshVisitorPage();
    await installTestWallet(other, { privateKey: wallet.privateKey });
    await signUp(other.request, 'client');
    await other.goto('/profile');
    await other.getByRole('button', { name: 'Link MetaMask wallet' }).click();
    await expect(
      other.getByRole('alert').filter({ hasText: WALLET_MESSAGES.walletTaken }),
    ).toBeVisible();
    await expect(other.getByText('No wallet is linked to your account yet.')).toBeVisible();
  });
});
