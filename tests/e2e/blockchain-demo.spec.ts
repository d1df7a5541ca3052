import { WALLET_MESSAGES } from '@titletrust/shared';
import { expect, test } from './support/fixtures';
import { installTestWallet } from './support/wallet';

const DEFAULT_MESSAGE = "I am testing TitleTrust's signature check.";

test.describe('/BlockchainDemo', () => {
  test('a visitor signs the message with MetaMask and the server verifies the signature', async ({
    page,
  }) => {
    const wallet = await installTestWallet(page);
    await page.goto('/BlockchainDemo');
    await expect(page.getByRole('heading', { level: 1, name: 'Blockchain demo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign message' })).toBeDisabled();

    await page.getByRole('button', { name: 'Connect MetaMask' }).click();
    await expect(page.getByText(wallet.address, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Message to sign')).toHaveValue(DEFAULT_MESSAGE);
    await page.getByRole('button', { name: 'Sign message' }).click();

    const verified = page
      .getByRole('alert')
      .filter({ hasText: 'Signature verified on the server' });
    await expect(verified).toBeVisible();
    await expect(verified).toContainText(wallet.address);
    expect(wallet.signedMessages).toEqual([DEFAULT_MESSAGE]);

    // The same signature with another message is refused: nothing accepts what it cannot verify.
    await page.getByRole('button', { name: 'Check it with a changed message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The server could not verify this signature' }),
    ).toBeVisible();
  });

  test('a message of your own is signed as typed; editing it clears the old verdict', async ({
    page,
  }) => {
    const wallet = await installTestWallet(page);
    await page.goto('/BlockchainDemo');
    await page.getByRole('button', { name: 'Connect MetaMask' }).click();
    await page.getByLabel('Message to sign').fill('Ọ̀nà: plot 12, Lekki — Ẹ ṣé!');
    await page.getByRole('button', { name: 'Sign message' }).click();
    const verified = page
      .getByRole('alert')
      .filter({ hasText: 'Signature verified on the server' });
    await expect(verified).toBeVisible();
    expect(wallet.signedMessages).toEqual(['Ọ̀nà: plot 12, Lekki — Ẹ ṣé!']);

    await page.getByLabel('Message to sign').fill('Another message');
    await expect(verified).toBeHidden();
  });

  test('cancelling in MetaMask says the spec message', async ({ page }) => {
    await installTestWallet(page, { reject: { code: 4001 } });
    await page.goto('/BlockchainDemo');
    await page.getByRole('button', { name: 'Connect MetaMask' }).click();
    await expect(page.getByText(WALLET_MESSAGES.userRejected, { exact: true })).toBeVisible();
  });

  test('without a wallet installed the page says so', async ({ page }) => {
    await page.goto('/BlockchainDemo');
    await page.getByRole('button', { name: 'Connect MetaMask' }).click();
    await expect(page.getByText(WALLET_MESSAGES.noWallet, { exact: true })).toBeVisible();
  });
});
