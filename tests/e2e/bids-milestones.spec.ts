import { lagosToday, MILESTONE_MESSAGES } from '@titletrust/shared';
import type { Locator, Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { fillBidForm } from './support/gigs';
import { postGig, verifyProfessional } from './support/moneyFlows';

/** A Lagos calendar day `days` from today, as a date field takes it. */
function day(days: number): string {
  const today = new Date(`${lagosToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

interface Row {
  title?: string;
  deliverable?: string;
  amount?: string;
  dueOn?: string;
}

/** Types one milestone of the editor (a fieldset "Milestone n"), only the fields given. */
async function fillMilestone(scope: Locator | Page, position: number, row: Row) {
  const group = scope.getByRole('group', { name: `Milestone ${position}` });
  if (row.title !== undefined)
    await group.getByLabel('Milestone title', { exact: true }).fill(row.title);
  if (row.deliverable !== undefined)
    await group.getByLabel('What will be delivered', { exact: true }).fill(row.deliverable);
  if (row.amount !== undefined)
    await group.getByLabel('Amount (naira)', { exact: true }).fill(row.amount);
  if (row.dueOn !== undefined) await group.getByLabel('Due date', { exact: true }).fill(row.dueOn);
  return group;
}

test('a naira bid in three milestones, a change the client proposes, and the professional agrees', async ({
  page,
  adminApi,
  openFreshVisitorPage,
}) => {
  const client = await openFreshVisitorPage();
  await signUp(client.request, 'client');
  const gig = await postGig(client.request, { currency: 'NGN', budget: 1_000_000 });

  const professional = await signUp(page.request, 'professional', {
    firstName: 'Kemi',
    lastName: 'Balogun',
  });
  await verifyProfessional(adminApi, professional.id);
  const bidName = "Kemi Balogun's bid";

  // The professional bids ₦1,000,000 in three milestones; the total shows what is left.
  await page.goto(gig.path);
  const form = await fillBidForm(page, { amount: '1,000,000', days: '40', currency: 'NGN' });
  await form.getByText('Pay in milestones', { exact: true }).click();
  const total = form.getByRole('status', { name: 'Milestone total' });
  await fillMilestone(form, 1, {
    title: 'Land registry search',
    deliverable: 'A search report with certified true copies of the registry records.',
    amount: '200,000',
    // Yesterday: refused below.
    dueOn: day(-1),
  });
  await fillMilestone(form, 2, {
    title: 'Survey charting',
    deliverable: 'The survey plan charted at the Surveyor-General’s office, with its report.',
    amount: '300,000',
    dueOn: day(21),
  });
  await expect(total).toContainText('₦500,000.00 left to assign');
  await form.getByRole('button', { name: 'Add a milestone' }).click();
  await fillMilestone(form, 3, {
    title: 'Deed of assignment',
    deliverable: 'The deed of assignment drafted, executed and stamped.',
    amount: '600,000',
    dueOn: day(35),
  });
  await expect(total).toContainText('₦100,000.00 over the price');
  const third = await fillMilestone(form, 3, { amount: '500,000' });
  await expect(total).toContainText('The milestones add up to the price.');

  // A due date in the past is refused next to its field, and nothing typed is lost.
  await form.getByRole('button', { name: 'Place bid' }).click();
  const first = form.getByRole('group', { name: 'Milestone 1' });
  await expect(first).toContainText(MILESTONE_MESSAGES.dueInPast);
  await expect(third.getByLabel('Amount (naira)', { exact: true })).toHaveValue('500,000');
  await fillMilestone(form, 1, { dueOn: day(7) });
  // Leaving the field checks it again: the message goes once the date is from today on.
  await first.getByLabel('Due date', { exact: true }).blur();
  await expect(first).not.toContainText(MILESTONE_MESSAGES.dueInPast);
  await form.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bid placed' })).toBeVisible();
  const own = page.getByRole('table', { name: 'Milestones of your bid' });
  await expect(own.getByRole('row')).toHaveCount(4);
  await expect(own).toContainText('Deed of assignment');

  // The client sees the three milestones and proposes two instead.
  await client.goto(gig.path);
  const listed = client.getByRole('table', { name: `Milestones of ${bidName}` });
  await expect(listed.getByRole('row')).toHaveCount(4);
  await expect(listed).toContainText('₦200,000.00');
  await expect(listed).toContainText('Survey charting');
  const plan = client.getByRole('region', { name: `Payment plan of ${bidName}` });
  await plan.getByRole('button', { name: 'Propose a change to the milestones' }).click();
  const dialog = client.getByRole('dialog', { name: 'Propose a change to the milestones' });
  await dialog.getByRole('button', { name: 'Remove milestone 3' }).click();
  await expect(dialog.getByRole('status', { name: 'Milestone total' })).toContainText(
    '₦500,000.00 left to assign',
  );
  await fillMilestone(dialog, 2, { title: 'Survey and deed', amount: '800,000' });
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(client.getByRole('alert').filter({ hasText: 'Milestones proposed' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(plan).toContainText('You proposed a change: waiting for the professional');
  await expect(plan).toContainText('not this proposal');

  // The professional agrees to the client's list.
  await page.reload();
  const mine = page.getByRole('region', { name: 'Your payment plan' });
  await expect(mine).toContainText('Change proposed by the client');
  await expect(
    mine.getByRole('table', { name: 'Proposed milestones for your bid' }).getByRole('row'),
  ).toHaveCount(3);
  await mine.getByRole('button', { name: 'Agree to these milestones' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Milestones agreed' })).toBeVisible();
  await expect(own.getByRole('row')).toHaveCount(3);
  await expect(mine).not.toContainText('Change proposed');

  // The client sees the agreed list on the bid.
  await client.reload();
  await expect(listed.getByRole('row')).toHaveCount(3);
  await expect(listed).toContainText('Survey and deed');
  await expect(listed).toContainText('₦800,000.00');
  await expect(plan).not.toContainText('You proposed a change');
  await expect(plan).toContainText(`${bidName}: paid in 2 milestones`);
});
