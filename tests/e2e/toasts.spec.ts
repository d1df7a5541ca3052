import { expect, test } from './support/fixtures';

test('a toast confirms an action and vanishes after 5 seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Copy email address' }).click();

  const toast = page
    .getByRole('alert')
    .filter({ hasText: 'Email address copied to your clipboard.' });
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('support@titletrust.ng');

  await page.waitForTimeout(3_500);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 4_000 });
});

test('an error toast explains what to do when the browser refuses the clipboard', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Copy phone number' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Your browser did not allow copying. The phone number is +234 1 700 0100.',
    }),
  ).toBeVisible();
});
