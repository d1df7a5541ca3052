import { expect, test } from './support/fixtures';
import { signInAsDemo, signUp } from './support/accounts';
import { bidAsNewProfessional, postGig } from './support/moneyFlows';

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
    // From the keyboard, the list is the next stop after the bell, not the end of the page.
    await unreadBell.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeFocused();

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

  test('a bid that arrives while the client looks at their gig shows at once as a toast and on the page', async ({
    page,
    playwright,
    baseURL,
    adminApi,
  }) => {
    await signUp(page.request, 'client');
    const gig = await postGig(page.request);
    // What the bell's first answer holds was there before; the bid must come after it, and after
    // the live stream is listening (the server subscribes it before it answers), or its notice
    // would wait for the bell's next poll.
    const firstAnswer = page.waitForResponse('**/api/notifications');
    const streamListening = page.waitForResponse('**/api/messages/stream');
    await page.goto(gig.path);
    await Promise.all([firstAnswer, streamListening]);
    await expect(page.getByRole('region', { name: 'Bids (0)' })).toBeVisible();

    await bidAsNewProfessional({ playwright, baseURL: baseURL!, admin: adminApi }, gig.id, 600);

    // The live stream tells the bell at once; its poll (every 30 s) would come too late here.
    await expect(page.getByRole('alert').filter({ hasText: 'New bid on your gig' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bids (1)' })).toBeVisible();
  });

  test('an admin hears of a new dispute at once, though they have no Messages link', async ({
    page,
    arrangeDeal,
  }) => {
    await signInAsDemo(page.request, 'admin');
    const firstAnswer = page.waitForResponse('**/api/notifications');
    const streamListening = page.waitForResponse('**/api/messages/stream');
    await page.goto('/admin-dashboard');
    await Promise.all([firstAnswer, streamListening]);
    await expect(page.getByRole('link', { name: /^Messages/ })).toHaveCount(0);

    const deal = await arrangeDeal({ stage: 'disputed', price: 500, deposit: 600 });
    // Other tests' disputes may toast too: this one names its gig.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'A dispute needs a decision' })
        .filter({ hasText: deal.title }),
    ).toBeVisible();
  });

  test('the bell opens and closes from the keyboard and keeps the focus; the header explains its tools on hover', async ({
    page,
  }) => {
    await signUp(page.request, 'professional');
    await page.goto('/seller-dashboard');
    const header = page.getByRole('banner');

    // The popover and the tooltips mount when first used: the control must stay where it was.
    const bell = header.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await bell.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog');
    await expect(list.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(bell).toBeFocused();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    // The same key closes it and opens it again, the focus still on the bell.
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await expect(bell).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');

    // A tooltip that mounts must leave its control in place: a link drawn anew under the
    // pointer between a press and its release would lose the click.
    const balance = header.getByRole('link', { name: /^(Your balance|Your wallet)/ });
    const balanceBefore = await balance.elementHandle();
    await balance.hover();
    const tooltip = page.getByRole('tooltip', {
      name: 'Available to spend on TitleTrust: open your wallet',
    });
    await expect(tooltip).toBeVisible();
    expect(await balanceBefore.evaluate((link) => link.isConnected)).toBe(true);
    await page.mouse.move(0, 400);
    await expect(tooltip).toBeHidden();
    // Mounted once, it opens and closes itself from then on.
    await balance.hover();
    await expect(tooltip).toBeVisible();
    await page.mouse.move(0, 400);
    await expect(tooltip).toBeHidden();
    const messages = header.getByRole('link', { name: /^Messages/ });
    const messagesBefore = await messages.elementHandle();
    await messages.hover();
    await expect(page.getByRole('tooltip', { name: 'Messages' })).toBeVisible();
    expect(await messagesBefore.evaluate((link) => link.isConnected)).toBe(true);
    await messages.click();
    await expect(page).toHaveURL(/\/seller-messages$/);
  });
});
