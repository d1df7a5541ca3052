import { expect, test } from './support/fixtures';
import { setUpDealAsProfessional } from './support/moneyFlows';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe('the notifications bell', () => {
  test('"Mark all as read" holds even when an older poll answers after it', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // The professional of a funded contract has unread notices (bid accepted, escrow funded).
    test.slow();
    await setUpDealAsProfessional({
      playwright,
      baseURL: baseURL!,
      stage: 'funded',
      price: 500,
      deposit: 600,
      seller: page.request,
    });
    await page.goto('/seller-dashboard');
    const unreadBell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
    await unreadBell.click();

    // The race a slow network makes: a poll leaves while the change is on its way, reads the old
    // unread state, and its answer arrives only after the change's own answer.
    let holdPolls = false;
    await page.route('**/api/notifications', async (route) => {
      if (!holdPolls) return route.continue();
      const response = await route.fetch();
      await pause(2_000);
      await route.fulfill({ response });
    });
    await page.route('**/api/notifications/read', async (route) => {
      holdPolls = true;
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await pause(500);
      await route.continue();
    });
    await page.getByRole('button', { name: 'Mark all as read' }).click();

    const readBell = page.getByRole('button', { name: 'Notifications', exact: true });
    await expect(readBell).toBeVisible();
    // Past the late poll's answer, the bell still says everything is read.
    await pause(2_500);
    await expect(readBell).toBeVisible();
  });
});
