import { answer, signInAsDemo, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { fillBidForm } from './support/gigs';
import { newApiClient, placeBid, postGig, verifyProfessional } from './support/moneyFlows';

const TOO_LONG = 'Your cover letter is 10,000 characters; the limit is 3,000. Shorten it to send.';

/** "3 Dec 2026": the day in Lagos, as a badge on a bid shows it. */
const lagosShortDay = (moment = new Date()) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(
    moment,
  );

test.describe('bids as both sides meet them', () => {
  test('a pasted 10,000-character cover letter is kept whole and refused with its length until shortened', async ({
    page,
    openFreshVisitorPage,
  }) => {
    const client = await openFreshVisitorPage();
    await signInAsDemo(client.request, 'buyer');
    const gig = await postGig(client.request);

    await signInAsDemo(page.request, 'seller');
    await page.goto(gig.path);
    const form = await fillBidForm(page, { amount: '450.555', days: '7' });
    // A price of more than two decimals previews no payout: USDC is shown, and paid, in cents.
    await expect(form).toContainText('Enter your price in whole cents (at most 2 decimals)');
    await expect(form).not.toContainText('You receive');
    await form.getByLabel('Your price (USDC)', { exact: true }).fill('450.55');
    await expect(form).toContainText('You receive 405.49 USDC after the platform fee (10 %)');
    await expect(form).toContainText('45.06 USDC goes to TitleTrust');

    const pasted = 'I will search the Lagos Land Registry for every encumbrance. '
      .repeat(170)
      .slice(0, 10_000);
    const letter = form.getByLabel('Cover letter', { exact: true });
    await letter.fill(pasted);
    await expect(form.getByText(TOO_LONG)).toBeVisible();
    await expect(letter).toHaveAttribute('aria-invalid', 'true');
    await expect(letter).toHaveValue(pasted);

    await form.getByRole('button', { name: 'Place bid' }).click();
    await expect(form.getByText(TOO_LONG)).toBeVisible();
    await expect(letter).toHaveValue(pasted);
    await expect(page.getByRole('region', { name: 'Your bid' })).toHaveCount(0);

    await letter.fill(pasted.slice(0, 3000).trim());
    await expect(form.getByText(TOO_LONG)).toBeHidden();
    await form.getByRole('button', { name: 'Place bid' }).click();
    await expect(page.getByRole('region', { name: 'Your bid' }).last()).toContainText('Pending');
  });

  test("the client sees each bidder's dated badges, and a withdrawn bid is not counted", async ({
    page,
    adminApi,
    playwright,
    baseURL,
  }) => {
    await signInAsDemo(page.request, 'buyer');
    const gig = await postGig(page.request);

    // The demo professional, whose registration, fee and identity an admin checked today.
    const demoSeller = await newApiClient(playwright, baseURL!);
    await signInAsDemo(demoSeller, 'seller');
    await placeBid(demoSeller, gig.id, 700);
    await demoSeller.dispose();

    // Two new professionals bid; one withdraws.
    for (const withdraws of [false, true]) {
      const professional = await newApiClient(playwright, baseURL!);
      const { id } = await signUp(professional, 'professional');
      await verifyProfessional(adminApi, id);
      const bid = await placeBid(professional, gig.id, withdraws ? 600 : 650);
      if (withdraws)
        await answer(await professional.post(`/api/bids/${bid.id}/withdraw`), 'withdrawing');
      await professional.dispose();
    }

    await page.goto(gig.path);
    await expect(page.getByRole('heading', { name: 'Bids (2)' })).toBeVisible();
    await expect(page.getByText('2 bids', { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Bids compared' });
    await expect(table.getByRole('row')).toHaveCount(3);
    // Only the demo professional was checked item by item; the others were only marked verified.
    const checks = table.getByRole('list', { name: /^What TitleTrust checked about / });
    const today = lagosShortDay();
    await expect(checks.getByRole('listitem')).toHaveText([
      `SCN checked ${today}`,
      `Practising fee ${today.slice(-4)}`,
      `Identity verified ${today}`,
    ]);

    // The withdrawn bid waits apart, for the record.
    const closed = page.getByRole('button', {
      name: 'Show 1 withdrawn or declined bid (not counted)',
    });
    await closed.click();
    await expect(page.getByRole('button', { name: /^Hide 1 withdrawn/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const withdrawn = page.getByRole('table', { name: 'Bids compared' }).nth(1);
    await expect(withdrawn.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bids (2)' })).toBeVisible();
  });

  test("the public profile shows the checked SCN, and the professional's own pages lead to it", async ({
    page,
  }) => {
    await signInAsDemo(page.request, 'seller');
    await page.goto('/profile');
    await page.getByRole('link', { name: 'View your public profile' }).click();
    await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
    const verification = page.getByRole('region', { name: 'Verification' });
    await expect(verification).toContainText('Supreme Court Number (SCN): SCN045812');
    await expect(verification).toContainText('you can look it up with the Nigerian Bar too');
    const publicPath = new URL(page.url()).pathname;

    await page.goto('/verification');
    await expect(page.getByRole('link', { name: 'View your public profile' })).toHaveAttribute(
      'href',
      publicPath,
    );
  });
});
