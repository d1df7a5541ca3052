import { GIG_MESSAGES } from '@titletrust/shared';
import { signInAsDemo, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { fillBidForm } from './support/gigs';
import { postGig } from './support/moneyFlows';

test.describe('bidding on a gig', () => {
  test('an unverified professional sees why they cannot bid and where to get verified', async ({
    page,
    request,
  }) => {
    await signInAsDemo(request, 'buyer');
    const gig = await postGig(request);

    await signUp(page.request, 'professional');
    await page.goto(gig.path);
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
    openFreshVisitorPage,
  }) => {
    const client = await openFreshVisitorPage();
    await signInAsDemo(client.request, 'buyer');
    const gig = await postGig(client.request);

    await signInAsDemo(page.request, 'seller');
    await page.goto(gig.path);
    // A price beyond the limit has no payout to preview, only the field's message.
    const tooHigh = await fillBidForm(page, { amount: '1000000000', days: '7' });
    await expect(tooHigh).toContainText('Enter a price from 10 to 1,000,000 USDC to see');
    await expect(tooHigh).not.toContainText('You receive');
    const form = await fillBidForm(page, { amount: '1,000.50', days: '7' });
    await expect(form).toContainText('You receive 900.45 USDC after the platform fee (10 %)');
    await expect(form).toContainText('The client pays 1,000.50 USDC into escrow; 100.05 USDC');
    await form.getByRole('button', { name: 'Place bid' }).click();
    await expect(page.getByRole('region', { name: 'Your bid' }).last()).toContainText('Pending');

    // On a phone the client compares bids as cards, one labelled line per figure.
    await client.setViewportSize({ width: 360, height: 740 });
    await client.goto(gig.path);
    const card = client.getByRole('article', { name: /^Bid from / });
    await expect(card).toContainText('You pay');
    await expect(card).toContainText('1,000.50 USDC');
    await expect(card).toContainText('900.45 USDC');
    await expect(card).toContainText('Jobs done');
    await expect(card.getByRole('button', { name: /^Accept .+'s bid$/ })).toBeVisible();
    await expect(client.getByRole('table', { name: 'Bids compared' })).toBeHidden();

    await page.goto('/active-bids');
    const pending = page.getByRole('article', { name: gig.title });
    await expect(pending).toContainText('1,000.50 USDC');
    await pending.getByRole('button', { name: `Withdraw your bid on ${gig.title}` }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw your bid?' })
      .getByRole('button', { name: 'Withdraw bid' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bid withdrawn' })).toBeVisible();
    await expect(pending).toBeHidden();
    await page.getByRole('button', { name: /^Earlier bids/ }).click();
    await expect(page.getByText('Withdrawn', { exact: true }).first()).toBeVisible();

    await page.goto(gig.path);
    await expect(page.getByRole('form', { name: 'Place a bid' })).toBeVisible();
  });
});
