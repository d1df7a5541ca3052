import { expect, type Page } from '@playwright/test';

/** Test USDC through the faucet form on /wallet/funding, as a client would get it. */
export async function getTestUsdc(page: Page, amount: string) {
  await page.goto('/wallet/funding');
  const faucet = page.getByRole('form', { name: 'Test USDC faucet' });
  await faucet.getByLabel('Amount (USDC)').fill(amount);
  await faucet.getByRole('button', { name: 'Get test USDC' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Test USDC received' })).toBeVisible();
}

export const contractState = (page: Page) => page.getByRole('status', { name: 'Contract state' });

/** The professional answers every checklist item "Confirmed", writes the report and delivers. */
export async function deliverConfirmed(page: Page, report: string, formName = 'Deliver the work') {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('Report', { exact: true }).fill(report);
  const items = form.getByRole('radiogroup');
  for (let index = 0; index < (await items.count()); index += 1)
    await items.nth(index).getByRole('radio', { name: 'Confirmed' }).check();
  await form.getByRole('button', { name: 'Deliver work' }).click();
  await expect(contractState(page)).toHaveText('Delivered');
}

/** The client sends the delivery back with a note. */
export async function requestChanges(page: Page, note: string) {
  await page.getByRole('button', { name: 'Request changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request changes' });
  await dialog.getByRole('textbox', { name: 'What should change?' }).fill(note);
  await dialog.getByRole('button', { name: 'Send back for changes' }).click();
  await expect(contractState(page)).toHaveText('Active');
}
