import { ASSISTANT_MESSAGES, CONTACT } from '@titletrust/shared';
import type { Page } from '@playwright/test';
import {
  startVideoAssistantServer,
  type VideoAssistantServer,
} from './support/assistantVideoServer';
import { expect, test } from './support/fixtures';

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Ask TitleTrust' }).click();
  const panel = page.getByRole('dialog', { name: 'Ask TitleTrust' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('Ask TitleTrust in text mode (no video provider)', () => {
  test('answers a chip and a typed Pidgin question from the help pages, naming and linking the source', async ({
    page,
  }) => {
    await page.goto('/');
    const panel = await openAssistant(page);
    await expect(panel.getByRole('status')).toHaveText('Status: Idle');

    await panel.getByRole('button', { name: 'Legal service pricing' }).click();
    const log = panel.getByRole('log', { name: 'Conversation with the assistant' });
    await expect(
      log.getByText(/a land search in Lagos typically costs ₦150,000 to ₦500,000/),
    ).toBeVisible();
    await expect(
      log.getByRole('link', { name: 'Legal service prices and timelines' }),
    ).toHaveAttribute('href', '/help#prices-and-timelines');
    await expect(panel.getByRole('status')).toHaveText('Status: Active');

    await panel.getByRole('textbox', { name: 'Your question' }).fill('how I go take pay lawyer');
    await panel.getByRole('button', { name: 'Ask' }).click();
    const source = log.getByRole('link', { name: 'Paying a lawyer or surveyor' });
    await expect(source).toBeVisible();
    await expect(log.getByText(/You pay through TitleTrust, never directly/)).toBeVisible();

    await source.click();
    await expect(page).toHaveURL(/\/help#paying-a-professional$/);
    await expect(
      page.getByRole('region', { name: 'Paying a lawyer or surveyor' }).getByText(/Fund escrow/),
    ).toBeVisible();
  });

  test('on /login, from the keyboard: not sure outside its help, with support’s contacts', async ({
    page,
  }) => {
    await page.goto('/login');
    const launcher = page.getByRole('button', { name: 'Ask TitleTrust' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Ask TitleTrust' });
    await expect(panel).toBeVisible();

    const question = panel.getByRole('textbox', { name: 'Your question' });
    await question.fill('who won the Super Eagles match yesterday');
    await question.press('Enter');
    await expect(panel.getByText(/I’m not sure about that one/)).toBeVisible();
    await expect(panel.getByRole('link', { name: CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.email}`,
    );
    await expect(panel.getByRole('link', { name: CONTACT.phone })).toBeVisible();

    await panel.getByRole('button', { name: 'End chat' }).click();
    await expect(panel.getByRole('status')).toHaveText('Status: Ended');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('is usable on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await page.goto('/login');
    const panel = await openAssistant(page);
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeGreaterThan(360);
    await panel.getByRole('button', { name: 'Create account help' }).click();
    await expect(panel.getByRole('link', { name: 'Creating an account' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close the assistant' }).click();
    await expect(panel).toBeHidden();
  });

  test('keeps the question box on a phone’s screen however long the conversation grows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const panel = await openAssistant(page);
    const log = panel.getByRole('log', { name: 'Conversation with the assistant' });
    const question = panel.getByRole('textbox', { name: 'Your question' });
    const asked: Array<[string, RegExp]> = [
      ['What happens if the lawyer disappears with my money?', /cannot run away with your money/],
      ['Can I pay in naira?', /^Yes: naira is TitleTrust’s main currency/],
      ['Wetin be C of O?', /^A Certificate of Occupancy \(C of O\) is/],
      ['How much does a land search cost in Lagos?', /₦150,000 to ₦500,000/],
      ['What cut does the platform take?', /cut is a platform fee of 10 %/],
    ];
    for (const [text, answer] of asked) {
      await question.fill(text);
      await question.press('Enter');
      // Each answer arrives and is shown, and the box to ask the next one is still on screen.
      await expect(log.getByText(answer).last()).toBeInViewport();
      await expect(question).toBeInViewport();
      await expect(panel.getByRole('button', { name: 'Ask' })).toBeInViewport();
    }
    // Typed into and answered there, without scrolling the page to find it.
    await question.fill('Is TitleTrust registered with CAC?');
    await panel.getByRole('button', { name: 'Ask' }).click();
    await expect(
      log.getByRole('link', { name: 'Who runs TitleTrust, and our registration' }),
    ).toBeInViewport();
    // The earlier answers are still there, a scroll away inside the conversation.
    await expect(log.getByText(/cannot run away with your money/)).toBeAttached();
  });
});

test.describe('Ask TitleTrust in video mode (Tavus, against a local fake)', () => {
  let video: VideoAssistantServer;

  test.beforeAll(async () => {
    video = await startVideoAssistantServer();
  });
  test.afterAll(async () => {
    await video?.stop();
  });
  test.beforeEach(() => video.tavus.reset());

  test('goes idle, connecting, active; toggles mic and camera; closing the panel ends the call', async ({
    page,
  }) => {
    video.tavus.delayNext(1, 1_000);
    await page.goto(`${video.url}/login`);
    const panel = await openAssistant(page);
    const status = panel.getByRole('status');
    await expect(status).toHaveText('Status: Idle');

    await panel.getByRole('button', { name: 'Start video call' }).click();
    await expect(status).toHaveText('Status: Connecting…');
    await expect(status).toHaveText('Status: Active');
    const call = panel.locator('iframe[title="Video call with the TitleTrust assistant"]');
    const [conversation] = video.tavus.conversations.values();
    await expect(call).toHaveAttribute('src', `${video.tavus.baseUrl}/rooms/${conversation!.id}`);
    await expect(call).toHaveAttribute('allow', /microphone; camera/);
    await expect(
      page
        .frameLocator('iframe[title="Video call with the TitleTrust assistant"]')
        .getByText(`Fake Tavus room ${conversation!.id}: active`),
    ).toBeVisible();
    await expect(panel.getByText(/^[45]:\d\d left$/)).toBeVisible();

    await panel.getByRole('switch', { name: 'Microphone' }).click({ force: true });
    await expect(call).toHaveAttribute('allow', 'camera; autoplay; display-capture');
    await panel.getByRole('switch', { name: 'Camera' }).click({ force: true });
    await expect(call).toHaveAttribute('allow', 'autoplay; display-capture');
    await expect(status).toHaveText('Status: Active');
    expect(video.tavus.endCalls()).toEqual([]);

    await panel.getByRole('button', { name: 'Close the assistant' }).click();
    await expect(panel).toBeHidden();
    await expect
      .poll(() => video.tavus.endCalls().map((request) => request.path))
      .toEqual([`/v2/conversations/${conversation!.id}/end`]);
    expect(video.tavus.conversations.get(conversation!.id)!.status).toBe('ended');
  });

  test('ends the call from its button, and by a beacon when the page is left', async ({ page }) => {
    await page.goto(`${video.url}/`);
    const panel = await openAssistant(page);
    await panel.getByRole('button', { name: 'Start video call' }).click();
    await expect(panel.getByRole('status')).toHaveText('Status: Active');
    await panel.getByRole('button', { name: 'End call' }).click();
    await expect(panel.getByRole('status')).toHaveText('Status: Ended');
    await expect.poll(() => video.tavus.endCalls().length).toBe(1);

    await panel.getByRole('button', { name: 'Start a new call' }).click();
    await expect(panel.getByRole('status')).toHaveText('Status: Active');
    const second = [...video.tavus.conversations.keys()][1]!;
    await page.goto('about:blank');
    await expect.poll(() => video.tavus.conversations.get(second)!.status).toBe('ended');
    expect(video.tavus.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  test.describe('when the provider is busy', () => {
    test.use({ expectedHttpErrors: [503] });

    test('says so word for word and falls back to typing', async ({ page }) => {
      video.tavus.setMaxConcurrent(0);
      await page.goto(`${video.url}/login`);
      const panel = await openAssistant(page);
      await panel.getByRole('button', { name: 'Start video call' }).click();

      await expect(panel.getByRole('alert')).toHaveText(ASSISTANT_MESSAGES.busy);
      await expect(panel.getByRole('radio', { name: 'Type a question' })).toBeChecked();
      await panel.getByRole('button', { name: 'How the platform works' }).click();
      await expect(panel.getByRole('link', { name: 'How TitleTrust works' })).toBeVisible();
    });
  });
});
