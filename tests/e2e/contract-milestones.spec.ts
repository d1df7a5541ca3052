import type { APIRequestContext, Page } from '@playwright/test';
import { answer, signUp } from './support/accounts';
import { contractState, deliverConfirmed } from './support/contractSteps';
import { expect, test } from './support/fixtures';
import { postGig, verifyProfessional } from './support/moneyFlows';
import { bringAutoReleaseForward } from './support/autoRelease';

/** A calendar day `days` from today on the Lagos clock, as the API takes due dates. */
function lagosDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + days * 24 * 3_600_000),
  );
}

/** "Due 20 Dec 2026", as the milestones say it. */
const dueWords = (day: string) =>
  `Due ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(new Date(`${day}T12:00:00Z`))}`;

const STAGES = [
  {
    title: 'Registry search',
    deliverable: 'A search report from the Lagos Land Registry with certified copies.',
    amountMinor: '20000000',
    dueOn: lagosDay(10),
  },
  {
    title: 'Survey charting',
    deliverable: 'The survey plan charted at the Surveyor-General’s office, with its report.',
    amountMinor: '40000000',
    dueOn: lagosDay(20),
  },
  {
    title: 'Deed of assignment',
    deliverable: 'The deed of assignment drafted, signed and stamped, ready for consent.',
    amountMinor: '40000000',
    dueOn: lagosDay(40),
  },
];

/** Naira paid in through the local checkout, off-screen: open, choose Pay, come back. */
async function payInNaira(request: APIRequestContext, amountMinor: string) {
  const { checkout } = await answer<{ checkout: { reference: string; checkoutUrl: string } }>(
    await request.post('/api/payments/checkouts', {
      data: { amountMinor, currency: 'NGN' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    'checkout',
  );
  await request.post(new URL(checkout.checkoutUrl).pathname, {
    form: { choice: 'pay' },
    maxRedirects: 0,
  });
  await answer(await request.get(`/api/payments/checkouts/${checkout.reference}`), 'return');
}

const milestoneItem = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Milestones' }).getByRole('listitem', { name });

/**
 * A dialog's confirmation, then the toast that says it was done. A money move takes a locked
 * transaction and a ledger entry: on a starved two-core runner it can take longer than the
 * usual wait.
 */
async function confirmIn(page: Page, dialog: string, button: string, toast: string) {
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click();
  await expect(page.getByRole('alert').filter({ hasText: toast })).toBeVisible({
    timeout: 20_000,
  });
}

test('a three-milestone naira contract is funded, delivered, sent back, approved, released by the clock and ended milestone by milestone', async ({
  page,
  adminApi,
  openFreshVisitorPage,
}) => {
  // Two people through three milestones, and a wait for the every-minute release job.
  test.setTimeout(300_000);
  await signUp(page.request, 'client');
  await payInNaira(page.request, '100000000');
  const seller = await openFreshVisitorPage();
  const professional = await signUp(seller.request, 'professional');
  await verifyProfessional(adminApi, professional.id);

  const gig = await postGig(page.request, { currency: 'NGN', budget: 1_000_000 });
  const { bid } = await answer<{ bid: { id: string } }>(
    await seller.request.post(`/api/gigs/${gig.id}/bids`, {
      data: {
        amountMinor: '100000000',
        deliveryDays: 45,
        coverLetter:
          'I have verified over two hundred titles at the Alausa registry and will deliver each stage in turn.',
        milestones: STAGES,
      },
    }),
    'bidding with milestones',
  );
  const { contract } = await answer<{ contract: { id: string } }>(
    await page.request.post(`/api/bids/${bid.id}/accept`),
    'accepting the bid',
  );
  const contractPage = `/contracts/${contract.id}`;

  // The client sees three milestones, each with its amount, due day and state; only the first
  // can be funded.
  await page.goto(contractPage);
  const milestones = page.getByRole('region', { name: 'Milestones' });
  await expect(milestones.getByRole('listitem')).toHaveCount(3);
  const first = milestoneItem(page, 'Milestone 1: Registry search');
  const second = milestoneItem(page, 'Milestone 2: Survey charting');
  const third = milestoneItem(page, 'Milestone 3: Deed of assignment');
  await expect(first).toContainText('Awaiting funding');
  await expect(first).toContainText('₦200,000.00');
  await expect(first).toContainText(dueWords(STAGES[0]!.dueOn));
  await expect(second).toContainText('To come');
  await expect(third).toContainText(dueWords(STAGES[2]!.dueOn));
  await expect(second.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fund escrow' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Next step' })).toContainText(
    'Now: Milestone 1: Registry search, ₦200,000.00',
  );

  // Milestone 1 funded; milestone 2 funded early while the first is under way.
  await first.getByRole('button', { name: 'Fund milestone 1' }).click();
  await confirmIn(
    page,
    'Fund Milestone 1: Registry search?',
    'Pay ₦200,000.00 into escrow',
    'Milestone 1 funded',
  );
  await expect(first).toContainText('In progress');
  await expect(contractState(page)).toHaveText('Active');
  await second.getByRole('button', { name: 'Fund milestone 2 early' }).click();
  await confirmIn(
    page,
    'Fund Milestone 2: Survey charting?',
    'Pay ₦400,000.00 into escrow',
    'Milestone 2 funded',
  );
  await expect(second).toContainText('Funded');
  // The next one may be funded ahead too; only ever the next one.
  await expect(third.getByRole('button')).toHaveText(['Fund milestone 3 early']);

  // The professional delivers milestone 1 from its own button.
  await seller.goto(contractPage);
  await milestoneItem(seller, 'Milestone 1: Registry search')
    .getByRole('button', { name: 'Deliver milestone 1' })
    .click();
  await deliverConfirmed(
    seller,
    'The registry search is done: the Certificate of Occupancy is genuine and registered to the seller.',
    'Deliver milestone 1: Registry search',
  );
  await expect(
    milestoneItem(seller, 'Milestone 2: Survey charting').getByRole('button'),
  ).toHaveCount(0);

  // The client sends it back with a note; the professional delivers it again.
  await page.reload();
  await expect(first).toContainText('Delivered');
  await first.getByRole('button', { name: 'Request changes' }).click();
  const changes = page.getByRole('dialog', { name: 'Request changes to milestone 1' });
  await changes
    .getByRole('textbox', { name: 'What should change?' })
    .fill('Please attach the certified true copy of the registry search.');
  await changes.getByRole('button', { name: 'Send back for changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Changes requested' })).toBeVisible();
  await expect(first).toContainText('In progress');

  await seller.reload();
  await deliverConfirmed(
    seller,
    'The registry search again, now with the certified true copy attached as the client asked.',
    'Deliver milestone 1: Registry search',
  );

  // Approved: milestone 1 is released, less the fee, and milestone 2 is the one in progress.
  await page.reload();
  await first.getByRole('button', { name: 'Approve milestone 1' }).click();
  await confirmIn(
    page,
    'Approve Milestone 1: Registry search and release its escrow?',
    'Release ₦200,000.00',
    'Milestone 1 released',
  );
  await expect(first).toContainText('Released');
  await expect(first).toContainText('Paid ₦180,000.00 to the professional (fee ₦20,000.00).');
  await expect(second).toContainText('In progress');
  await expect(second).toHaveAttribute('aria-current', 'step');
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Milestone 1: changes requested');
  await expect(timeline).toContainText('Milestone 1: approved and released');
  await expect(timeline).toContainText('Milestone 2: funded');

  // The professional's dashboard says what is due from them next; /payments names the milestone.
  await seller.goto('/seller-dashboard');
  const due = seller.getByRole('region', { name: 'Milestones due from you' });
  await due
    .getByRole('link', { name: 'Deliver milestone 2: Survey charting, ₦400,000.00' })
    .click();
  await expect(seller).toHaveURL(contractPage);
  await deliverConfirmed(
    seller,
    'The survey plan is charted at the Surveyor-General’s office: it falls outside any government acquisition.',
    'Deliver milestone 2: Survey charting',
  );

  await page.goto('/buyer-dashboard');
  await page
    .getByRole('region', { name: 'Milestones due from you' })
    .getByRole('link', { name: 'Review milestone 2: Survey charting, ₦400,000.00' })
    .click();
  await expect(page).toHaveURL(contractPage);
  await expect(second.getByRole('button', { name: 'Approve milestone 2' })).toBeVisible();

  // The client lets it be: fourteen days on (the clock moved in the database), the release
  // job pays milestone 2 out on its own, less the fee.
  await bringAutoReleaseForward(contract.id, 2);
  await expect(async () => {
    await page.reload();
    await expect(second).toContainText('Released', { timeout: 2_000 });
  }).toPass({ timeout: 150_000 });
  await expect(second).toContainText('Paid ₦360,000.00 to the professional (fee ₦40,000.00).');
  await expect(timeline).toContainText('Milestone 2: released automatically');

  await page.goto('/payments');
  await expect(
    page
      .getByRole('table', { name: 'Money movements' })
      .getByRole('row')
      .filter({ hasText: 'milestone 2: Survey charting' }),
  ).not.toHaveCount(0);

  // Between milestones, the client ends the contract: the unfunded third milestone is dropped.
  await page.goto(contractPage);
  await page.getByRole('button', { name: 'End the contract' }).click();
  const end = page.getByRole('dialog', { name: 'End this contract?' });
  await expect(end).toContainText('Milestone 3: Deed of assignment');
  await expect(end).toContainText('Nothing already paid is taken back');
  await confirmIn(page, 'End this contract?', 'Yes, end it', 'Contract ended');
  await expect(third).toContainText('Dropped');
  await expect(contractState(page)).toHaveText('Completed');
});

test('a contract of one milestone reads as it always did: no milestones, the same buttons', async ({
  page,
  arrangeDeal,
}) => {
  await signUp(page.request, 'client');
  const { contractId } = await arrangeDeal({
    stage: 'accepted',
    price: 700,
    deposit: 700,
    buyer: page.request,
  });
  await page.goto(`/contracts/${contractId}`);
  await expect(page.getByRole('button', { name: 'Fund escrow' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Milestones' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Next step' })).not.toContainText('Milestone');
});
