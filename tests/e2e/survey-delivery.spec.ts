import { SURVEY_CHECKLIST } from '@titletrust/shared';
import { signInAsDemo, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';

/** What a registered surveyor's report states, item by item. */
const FINDINGS = {
  survey_plan_number: 'LS/D/EPE 2231, signed by Surv. K. Adeyemi (R.2210), 2018',
  beacon_numbers: 'SC/LA 7711A, SC/LA 7712A, SC/LA 7713A, SC/LA 7714A',
  coordinates: 'SC/LA 7711A: 571204.33 mE, 726410.02 mN (Minna datum)',
  area: '2.012 ha measured; 2.000 ha on the plan',
  charting_result: 'Charted 1 Dec 2026, ref. SGL/CH/2026/0931: on no other plan',
  government_acquisition: 'Free from government acquisition',
} as const;

test('a survey gig shows its checklist when posted, and is delivered and read on it', async ({
  page,
  arrangeDeal,
  openFreshVisitorPage,
}) => {
  await signUp(page.request, 'client');

  // The client choosing "Property surveys" sees what the surveyor will report on.
  await page.goto('/post-gig');
  await page.getByRole('radio', { name: 'Property surveys' }).click();
  const preview = page.getByRole('region', { name: 'Checklist preview' });
  for (const item of SURVEY_CHECKLIST) await expect(preview).toContainText(item.label);

  const seller = await openFreshVisitorPage();
  await signInAsDemo(seller.request, 'seller');
  const { contractId } = await arrangeDeal({
    stage: 'funded',
    price: 400,
    deposit: 400,
    buyer: page.request,
    seller: seller.request,
    category: 'property_surveys',
  });

  // The surveyor's form asks each survey finding; "Confirmed" alone does not state one.
  await seller.goto(`/contracts/${contractId}`);
  const form = seller.getByRole('form', { name: 'Deliver the work' });
  for (const item of SURVEY_CHECKLIST)
    await expect(form.getByRole('radiogroup', { name: item.label })).toBeVisible();
  await form
    .getByLabel('Report', { exact: true })
    .fill(
      'I walked the boundary with the 2018 plan, found all four beacons and had the coordinates charted at the Surveyor-General.',
    );
  for (const item of SURVEY_CHECKLIST)
    await form
      .getByRole('radiogroup', { name: item.label })
      .getByRole('radio', { name: item.alwaysApplies ? 'Confirmed' : 'Not applicable' })
      .check();
  await form.getByRole('button', { name: 'Deliver work' }).click();
  await expect(form).toContainText('Write the beacon numbers found in the note');
  await expect(seller.getByRole('status', { name: 'Contract state' })).toHaveText('Active');

  for (const item of SURVEY_CHECKLIST) {
    if (!('record' in item)) continue;
    await form
      .getByRole('textbox', { name: `${item.record.label} (${item.label})` })
      .fill(FINDINGS[item.key]);
  }
  await form.getByRole('button', { name: 'Deliver work' }).click();
  await expect(seller.getByRole('status', { name: 'Contract state' })).toHaveText('Delivered');

  // The client reads each finding beside its item.
  await page.goto(`/contracts/${contractId}`);
  const answers = page
    .getByRole('region', { name: 'Deliverables' })
    .getByRole('list', { name: 'Checklist answers' });
  await expect(answers.getByRole('listitem')).toHaveCount(SURVEY_CHECKLIST.length);
  await expect(answers).toContainText('Beacon numbersConfirmed');
  for (const finding of Object.values(FINDINGS)) await expect(answers).toContainText(finding);
  await expect(answers).toContainText('Encroachment and accessNot applicable');
});
