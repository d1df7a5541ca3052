import { CUSTODIAL_WALLET_MESSAGES } from '@titletrust/shared';
import { signInAsDemo, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';

const FULL_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** The server may still be finishing the wallet when the page first asks: it polls every 5 s. */
const WALLET_READY_TIMEOUT = 15_000;

test.describe('the custodial wallet on /wallet', () => {
  test('a new client sees a live wallet with zero balances, copies its address and refreshes', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signUp(page.request, 'client');
    await page.goto('/buyer-dashboard');

    // The balance in the header is the way to the wallet.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Your balance: ₦0.00 available' })
      .click();
    await expect(page).toHaveURL('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();

    const addressCard = page.getByRole('region', { name: 'Wallet address' });
    const address = addressCard.getByText(FULL_ADDRESS);
    await expect(address).toBeVisible({ timeout: WALLET_READY_TIMEOUT });
    const shownAddress = await address.textContent();
    await expect(addressCard.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(
      addressCard.getByRole('img', { name: 'QR code of your wallet address' }),
    ).toBeVisible();
    await expect(addressCard.getByText('Polygon Amoy testnet', { exact: true })).toBeVisible();
    await expect(addressCard.getByText('MATIC-AMOY', { exact: true })).toBeVisible();

    const onChain = page.getByRole('region', { name: 'On-chain in your custodial wallet' });
    const usdcOnChain = onChain.getByRole('group', { name: 'USDC on-chain' });
    await expect(usdcOnChain).toContainText('0.00 USDC');
    await expect(onChain.getByText('0 POL', { exact: true })).toBeVisible();
    // Opening the page reads the wallet from the network; it holds what the balance says.
    await expect(onChain.getByText('Read from the network just now')).toBeVisible();
    await expect(onChain).toContainText(
      'They agree: all of your USDC balance is held in this wallet.',
    );

    await addressCard.getByRole('button', { name: 'Copy address' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Address copied to your clipboard.' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shownAddress);

    await onChain.getByRole('button', { name: 'Read again from the network' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wallet read again' })).toBeVisible();
    await expect(onChain.getByText('Read from the network just now')).toBeVisible();
    await expect(usdcOnChain).toContainText('0.00 USDC');

    // The wallet pages that follow are one click away.
    await expect(page.getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'href',
      '/wallet/transactions',
    );
    await expect(page.getByRole('link', { name: 'Fund your wallet' })).toHaveAttribute(
      'href',
      '/wallet/funding',
    );
  });

  test('on a phone the menu leads to the wallet, and the shortened address opens in full', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page.request, 'professional');
    await page.goto('/seller-dashboard');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Wallet', exact: true })
      .click();
    await expect(page).toHaveURL('/wallet');

    const addressCard = page.getByRole('region', { name: 'Wallet address' });
    await expect(addressCard.getByText(/^0x[0-9a-fA-F]{6}…[0-9a-fA-F]{6}$/)).toBeVisible({
      timeout: WALLET_READY_TIMEOUT,
    });
    await addressCard.getByRole('button', { name: 'Show full address' }).click();
    await expect(addressCard.getByText(FULL_ADDRESS)).toBeVisible();
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  test('/profile links to the wallet', async ({ page }) => {
    await signUp(page.request, 'client');
    await page.goto('/profile');
    await page
      .getByRole('region', { name: 'Your USDC wallet' })
      .getByRole('link', { name: 'Open your wallet' })
      .click();
    await expect(page).toHaveURL('/wallet');
  });
});

test.describe('the wallet provider test page on /wallet/test', () => {
  test('an admin sees the provider healthy, creates a test wallet and reads its zero balance', async ({
    page,
  }) => {
    await signInAsDemo(page.request, 'admin');
    await page.goto('/admin-dashboard');
    await page.getByRole('link', { name: 'Wallet provider test' }).click();
    await expect(page).toHaveURL('/wallet/test');

    const health = page.getByRole('region', { name: 'Provider health' });
    await expect(health.getByText('OK', { exact: true })).toBeVisible();
    await expect(health.getByText('Local test-network custody')).toBeVisible();
    await health.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Provider healthy' })).toBeVisible();

    const lookup = page.getByRole('region', { name: 'Read a balance' });
    // The form checks its fields before asking the server.
    await lookup.getByLabel('Address').fill('0x1234');
    await lookup.getByRole('button', { name: 'Read balance' }).click();
    await expect(lookup.getByText('Enter the wallet ID')).toBeVisible();
    await expect(lookup.getByText('An EVM address: 0x followed by 40 hex digits')).toBeVisible();

    const testWallet = page.getByRole('region', { name: 'Test wallet' });
    await testWallet.getByRole('button', { name: 'Create a test wallet' }).click();
    const created = testWallet.getByRole('group', { name: 'Created test wallet' });
    await expect(created.getByText(FULL_ADDRESS)).toBeVisible();
    await expect(created.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(created.getByText('MATIC-AMOY', { exact: true })).toBeVisible();
    const walletAddress = await created.getByText(FULL_ADDRESS).textContent();

    await created.getByRole('button', { name: 'Read its balance' }).click();
    await expect(lookup.getByLabel('Address')).toHaveValue(walletAddress!);
    await expect(lookup.getByLabel('Wallet ID')).not.toHaveValue('');
    await lookup.getByRole('button', { name: 'Read balance' }).click();
    const result = lookup.getByRole('group', { name: 'Balance read' });
    await expect(result.getByText('0.00 USDC', { exact: true })).toBeVisible();
    await expect(result.getByText('0 POL', { exact: true })).toBeVisible();
  });

  test('a client who opens it lands on the home page', async ({ page }) => {
    await signInAsDemo(page.request, 'buyer');
    await page.goto('/wallet/test');
    await expect(page).toHaveURL('/');
  });
});

/**
 * States the local custodian never produces on demand (a wallet still being created, a provider
 * that is down) are played by the browser's network layer; everything else is the real app.
 */
test.describe('/wallet while the wallet provider struggles', () => {
  test.use({ expectedHttpErrors: [503] });

  test('a PENDING wallet says creation is retried, then turns LIVE with a toast', async ({
    page,
  }) => {
    await signUp(page.request, 'client');
    let pendingAnswers = 1;
    await page.route('**/api/wallet', async (route) => {
      if (route.request().method() !== 'GET' || pendingAnswers <= 0) return route.continue();
      pendingAnswers -= 1;
      const response = await route.fetch();
      const { wallet } = await response.json();
      await route.fulfill({
        response,
        json: { wallet: { ...wallet, state: 'PENDING', address: null } },
      });
    });
    await page.goto('/wallet');

    await expect(page.getByText(CUSTODIAL_WALLET_MESSAGES.pending)).toBeVisible({
      timeout: WALLET_READY_TIMEOUT,
    });
    const addressCard = page.getByRole('region', { name: 'Wallet address' });
    await expect(addressCard.getByText('PENDING', { exact: true })).toBeVisible();
    await expect(addressCard.getByText(FULL_ADDRESS)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Read again from the network' })).toBeDisabled();

    // The page asks again every 5 seconds; the real answer is the live wallet.
    await expect(page.getByRole('alert').filter({ hasText: 'Your wallet is ready.' })).toBeVisible({
      timeout: WALLET_READY_TIMEOUT,
    });
    await expect(addressCard.getByText(FULL_ADDRESS)).toBeVisible();
    await expect(addressCard.getByText('LIVE', { exact: true })).toBeVisible();
    await expect(page.getByText(CUSTODIAL_WALLET_MESSAGES.pending)).toBeHidden();
  });

  test("a failed reading shows the server's message and keeps the last figures shown", async ({
    page,
  }) => {
    await signUp(page.request, 'client');
    await page.route('**/api/wallet/balances', (route) =>
      route.fulfill({
        status: 503,
        json: {
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: CUSTODIAL_WALLET_MESSAGES.providerUnavailable,
          },
        },
      }),
    );
    await page.goto('/wallet');
    const onChain = page.getByRole('region', { name: 'On-chain in your custodial wallet' });
    const usdcOnChain = onChain.getByRole('group', { name: 'USDC on-chain' });
    await expect(usdcOnChain).toContainText('0.00 USDC', { timeout: WALLET_READY_TIMEOUT });
    // The reading on opening failed quietly: the last figures stay, with their time.
    const readAgain = onChain.getByRole('button', { name: 'Read again from the network' });
    await expect(readAgain).toBeEnabled();
    await readAgain.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Wallet not read again' })
        .filter({ hasText: CUSTODIAL_WALLET_MESSAGES.providerUnavailable }),
    ).toBeVisible();
    await expect(usdcOnChain).toContainText('0.00 USDC');
    await expect(readAgain).toBeEnabled();
  });
});
