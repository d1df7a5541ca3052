import { GIG_MESSAGES } from '@titletrust/shared';
import { registerThroughPage, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  fillBidForm,
  fillGigForm,
  previewAndPublish,
  signInAsDemo,
  titleFor,
  uniqueWord,
} from './support/gigs';

test.describe('bidding on a gig', () => {
  // Two people, two sign-ins and a published gig before the first bid: more than a page's worth.
  test.slow();

  test('an unverified professional sees why they cannot bid and where to get verified', async ({
    page,
    request,
    openFreshVisitorPage,
  }) => {
    const word = uniqueWord();
    const client = await openFreshVisitorPage();
    await signInAsDemo(client, request, 'buyer');
    await client.goto('/post-gig');
    await fillGigForm(client, { word });
    const gigPath = await previewAndPublish(client, titleFor(word));

    await registerThroughPage(page, {
      type: 'Legal Professional',
      email: uniqueEmail('unverified'),
    });
    await page.goto(gigPath);
    await expect(page.getByText(GIG_MESSAGES.notVerified)).toBeVisible();
    const form = page.getByRole('form', { name: 'Place a bid' });
    await expect(form.getByLabel('Your price (USDC)', { exact: true })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Place bid' })).toBeDisabled();
    await page.getByRole('link', { name: 'See your verification status' }).click();
    await expect(page).toHaveURL('/seller-dashboard');
    await expect(
      page.getByRole('status').filter({ hasText: 'Verification pending' }),
    ).toBeVisible();
  });

  test('the bid form shows the payout after the fee, and a withdrawn bid can be placed again', async ({
    page,
    request,
    openFreshVisitorPage,
  }) => {
    const word = uniqueWord();
    const client = await openFreshVisitorPage();
    await signInAsDemo(client, request, 'buyer');
    await client.goto('/post-gig');
    await fillGigForm(client, { word });
    const gigPath = await previewAndPublish(client, titleFor(word));

    await signInAsDemo(page, request, 'seller');
    await page.goto(gigPath);
    const form = await fillBidForm(page, { amount: '1,000.50', days: '7' });
    await expect(form).toContainText('You receive 900.45 USDC after the platform fee (10 %)');
    await expect(form).toContainText('The client pays 1,000.50 USDC into escrow; 100.05 USDC');
    await form.getByRole('button', { name: 'Place bid' }).click();
    await expect(page.getByRole('region', { name: 'Your bid' }).last()).toContainText('Pending');

    // On a phone the client compares bids as cards, one labelled line per figure.
    await client.setViewportSize({ width: 360, height: 740 });
    await client.reload();
    const card = client.getByRole('article', { name: /^Bid from / });
    await expect(card).toContainText('You pay');
    await expect(card).toContainText('1,000.50 USDC');
    await expect(card).toContainText('900.45 USDC');
    await expect(card).toContainText('Jobs done');
    await expect(card.getByRole('button', { name: /^Accept .+'s bid$/ })).toBeVisible();
    await expect(client.getByRole('table', { name: 'Bids compared' })).toBeHidden();

    await page.goto('/active-bids');
    const pending = page.getByRole('article', { name: titleFor(word) });
    await expect(pending).toContainText('1,000.50 USDC');
    await pending.getByRole('button', { name: `Withdraw your bid on ${titleFor(word)}` }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw your bid?' })
      .getByRole('button', { name: 'Withdraw bid' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bid withdrawn' })).toBeVisible();
    await expect(pending).toBeHidden();
    await page.getByRole('button', { name: /^Earlier bids/ }).click();
    await expect(page.getByText('Withdrawn', { exact: true }).first()).toBeVisible();

    await page.goto(gigPath);
    await expect(page.getByRole('form', { name: 'Place a bid' })).toBeVisible();
  });
});
