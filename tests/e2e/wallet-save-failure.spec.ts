import { signUp } from './support/accounts';
import { expect, test } from './support/fixtures';

test('/wallet tells the person when their wallet could not be saved, and that it is retried', async ({
  page,
}) => {
  await signUp(page.request, 'client');
  // The server's answer after a failed save (GET /api/wallet, forced there by an integration
  // test): the wallet is PENDING and names the problem.
  await page.route('**/api/wallet', async (route) => {
    const response = await route.fetch();
    const { wallet } = (await response.json()) as { wallet: Record<string, unknown> };
    await route.fulfill({
      response,
      json: {
        wallet: {
          ...wallet,
          state: 'PENDING',
          address: null,
          problem: 'Failed to save wallet to database',
        },
      },
    });
  });
  await page.goto('/wallet');

  const alert = page.getByRole('alert').filter({ hasText: 'Your wallet is on its way' });
  await expect(alert.getByText('Failed to save wallet to database', { exact: true })).toBeVisible();
  await expect(alert.getByText(/Creation will be retried automatically/)).toBeVisible();
});
