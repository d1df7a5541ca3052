import { signUp } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * The e2e app's PUBLIC_URL is http://127.0.0.1:<port> (the global setup), so here "localhost" is
 * the other loopback name a person might open; on a local run it is the other way round.
 */
test('opening the app on another loopback name lands on PUBLIC_URL, signed in, with mailbox links', async ({
  page,
  baseURL,
}) => {
  const publicUrl = new URL(baseURL!);
  const otherName = `http://localhost:${publicUrl.port}`;
  // Signed in on PUBLIC_URL; sign-up e-mails a verification link to the new address.
  const { email } = await signUp(page.request, 'client');

  await page.goto(`${otherName}/dev/mailbox?from=localhost`);
  await expect(page).toHaveURL(`${publicUrl.origin}/dev/mailbox?from=localhost`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
  // The session cookie of PUBLIC_URL came along: the header shows the account.
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();

  const message = page
    .getByRole('button')
    .filter({ hasText: 'Verify your email address for TitleTrust' })
    .filter({ hasText: email });
  await message.first().click();
  // The e-mail's link names PUBLIC_URL, the page's own origin now, so it is a link, not text.
  await page
    .getByRole('link', { name: /\/verify-email\?token=/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`^${publicUrl.origin}/verify-email\\?token=`));
});
