import type { Page } from '@playwright/test';
import { answer, signUp } from './support/accounts';
import { contractState } from './support/contractSteps';
import { expect, test } from './support/fixtures';
import { availableMinor, minor } from './support/moneyFlows';

/**
 * Records, from now on and in every document the page loads, whether a button named `name` was
 * ever on the page and enabled: a page that draws it for a moment and takes it away again still
 * offered it, and a person may have pressed it.
 */
async function recordWhetherOffered(page: Page, name: string) {
  const watch = (buttonName: string) => {
    const seen = () => {
      for (const button of document.querySelectorAll('button'))
        if (button.textContent?.trim() === buttonName && !button.disabled)
          (window as { offered?: boolean }).offered = true;
    };
    new MutationObserver(seen).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    seen();
  };
  await page.addInitScript(watch, name);
  await page.evaluate(watch, name);
}

const wasOffered = (page: Page) =>
  page.evaluate(() => (window as { offered?: boolean }).offered === true);

const headerBalance = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Your balance: / });

test.describe('a contract page shows where the contract stands before it offers money', () => {
  test('funded, then back and forward: the page never offers "Fund escrow" again, and shows the current balance', async ({
    page,
    arrangeDeal,
  }) => {
    await signUp(page.request, 'client');
    const { contractId } = await arrangeDeal({
      stage: 'accepted',
      price: 300,
      deposit: 1_000,
      buyer: page.request,
    });

    // Two documents in this tab's history: the dashboard, then the contract page, each loaded
    // from the server with its first answer inside.
    await page.goto('/buyer-dashboard');
    await page.goto(`/contracts/${contractId}`);
    await expect(headerBalance(page)).toHaveAccessibleName(
      'Your balance: ₦0.00 and 1,000.00 USDC available',
    );
    await page.getByRole('button', { name: 'Fund escrow' }).click();
    await page
      .getByRole('dialog', { name: 'Fund the escrow?' })
      .getByRole('button', { name: 'Pay 300.00 USDC into escrow' })
      .click();
    await expect(contractState(page)).toHaveText('Active');
    await expect(headerBalance(page)).toHaveAccessibleName(
      'Your balance: ₦0.00 and 700.00 USDC available',
    );

    await recordWhetherOffered(page, 'Fund escrow');
    await page.goBack();
    await expect(page).toHaveURL('/buyer-dashboard');
    await page.goForward();
    await expect(page).toHaveURL(`/contracts/${contractId}`);
    await expect(contractState(page)).toHaveText('Active');
    await expect(headerBalance(page)).toHaveAccessibleName(
      'Your balance: ₦0.00 and 700.00 USDC available',
    );
    await expect(page.getByRole('region', { name: 'Next step' })).toBeVisible();
    expect(await wasOffered(page)).toBe(false);
    expect(await availableMinor(page.request)).toBe(minor(700));
  });

  test('a contract page seen before and shown again from history reads the contract first', async ({
    page,
    arrangeDeal,
  }) => {
    await signUp(page.request, 'client');
    const { contractId } = await arrangeDeal({
      stage: 'accepted',
      price: 300,
      deposit: 1_000,
      buyer: page.request,
    });
    await page.goto('/buyer-dashboard');
    await page.getByRole('link', { name: 'Fund the escrow' }).first().click();
    await expect(page).toHaveURL(`/contracts/${contractId}`);
    await expect(page.getByRole('button', { name: 'Fund escrow' })).toBeEnabled();

    // Back in the app; meanwhile the escrow is funded from another device.
    await page.goBack();
    await expect(page).toHaveURL('/buyer-dashboard');
    const funded = await page.request.post(`/api/contracts/${contractId}/fund`, {
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(funded.status()).toBe(200);

    // Forward again: the page the app still holds is not offered as it was.
    await recordWhetherOffered(page, 'Fund escrow');
    await page.goForward();
    await expect(page).toHaveURL(`/contracts/${contractId}`);
    await expect(contractState(page)).toHaveText('Active');
    await expect(headerBalance(page)).toHaveAccessibleName(
      'Your balance: ₦0.00 and 700.00 USDC available',
    );
    expect(await wasOffered(page)).toBe(false);
  });
});

test.describe('two tabs on one delivered contract', () => {
  // The second tab's approval is refused (409): that refusal is this test's subject.
  test.use({ expectedHttpErrors: [409] });

  test('approved in one tab, approved again in the other: told it is done, shown the current page, paid once', async ({
    page,
    arrangeDeal,
  }) => {
    await signUp(page.request, 'client');
    const { contractId, seller } = await arrangeDeal({
      stage: 'delivered',
      price: 700,
      deposit: 700,
      buyer: page.request,
    });
    const first = await page.context().newPage();
    await first.goto(`/contracts/${contractId}`);
    // The second tab hears nothing live (a phone just woken, a stream that dropped): its page
    // would otherwise read the contract anew on the approval's notice, and offer nothing.
    await page.route('**/api/messages/stream', (route) =>
      route.fulfill({ contentType: 'text/event-stream', body: 'retry: 60000\n\n' }),
    );
    await page.goto(`/contracts/${contractId}`);
    await expect(contractState(page)).toHaveText('Delivered');

    await first.getByRole('button', { name: 'Approve and release' }).click();
    await first
      .getByRole('dialog', { name: 'Approve the work and release the escrow?' })
      .getByRole('button', { name: 'Release 700.00 USDC' })
      .click();
    await expect(contractState(first)).toHaveText('Completed');

    // The second tab still shows the delivery waiting for approval.
    await expect(contractState(page)).toHaveText('Delivered');
    await page.getByRole('button', { name: 'Approve and release' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve the work and release the escrow?' });
    await dialog.getByRole('button', { name: 'Release 700.00 USDC' }).click();

    const told = page
      .getByRole('alert')
      .filter({ hasText: /Already approved — the payment was released at \d{2}:\d{2} WAT/ });
    await expect(told).toBeVisible();
    // Information, not a failure.
    await expect(told).toHaveAttribute('data-kind', 'info');
    await expect(page.getByText('The escrow was not released')).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(contractState(page)).toHaveText('Completed');
    await expect(page.getByRole('button', { name: 'Approve and release' })).toBeHidden();

    // The ledger moved once: the professional received 630 (700 less the 10 % fee), not twice.
    expect(await availableMinor(seller)).toBe(minor(630));
    const releases = await answer<{ items: { contractId: string | null }[] }>(
      await page.request.get('/api/money/movements?kind=release'),
      "the client's releases",
    );
    expect(releases.items.filter((item) => item.contractId === contractId)).toHaveLength(1);
  });
});
