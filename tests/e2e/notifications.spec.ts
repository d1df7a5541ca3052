import { expect, test } from './support/fixtures';
import { signUp } from './support/accounts';

test.describe('the notifications bell', () => {
  test('"Mark all as read" holds even when an older poll answers after it', async ({
    page,
    arrangeDeal,
  }) => {
    // The professional of a funded contract has unread notices (bid accepted, escrow funded).
    await signUp(page.request, 'professional');
    await arrangeDeal({
      stage: 'funded',
      price: 500,
      deposit: 600,
      seller: page.request,
    });
    await page.goto('/seller-dashboard');
    const unreadBell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
    await unreadBell.click();

    // The race a slow network makes, played in order rather than by the clock: a poll leaves
    // while the change is on its way, reads the old unread state, and its answer arrives only
    // after the change's own answer.
    let holdPolls = false;
    let oldStateRead!: () => void;
    const pollReadOldState = new Promise<void>((resolve) => (oldStateRead = resolve));
    let latePollDelivered!: () => void;
    const latePoll = new Promise<void>((resolve) => (latePollDelivered = resolve));
    const changeAnswered = page.waitForResponse('**/api/notifications/read');
    await page.route('**/api/notifications', async (route) => {
      if (!holdPolls) return route.continue();
      const response = await route.fetch();
      oldStateRead();
      await changeAnswered;
      await route.fulfill({ response });
      latePollDelivered();
    });
    await page.route('**/api/notifications/read', async (route) => {
      holdPolls = true;
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await pollReadOldState;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Mark all as read' }).click();

    const readBell = page.getByRole('button', { name: 'Notifications', exact: true });
    await expect(readBell).toBeVisible();
    // Once the page has taken in the late poll's answer (a task, then two frames for React to
    // render it), the bell still says everything is read.
    await latePoll;
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 0),
        ),
    );
    await expect(readBell).toBeVisible();
    await expect(unreadBell).toHaveCount(0);
  });
});
