import { DOCUMENT_MESSAGES, VERIFICATION_MESSAGES } from '@titletrust/shared';
import { signUp } from './support/accounts';
import { expect, test } from './support/fixtures';

/** A 1×1 PNG: the server checks the bytes, so the picture must be a real one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('a professional uploads their ID and selfie, gives an SCN, and sends it for review', async ({
  page,
  expectedHttpErrors,
}) => {
  // A PDF named like a picture is refused by the server, which reads the bytes.
  expectedHttpErrors.push(415);
  await signUp(page.request, 'professional');
  await page.goto('/seller-dashboard');
  await page.getByRole('link', { name: 'Get verified', exact: true }).click();
  await expect(page).toHaveURL('/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();

  // Step 1: the browser refuses a GIF with the server's words; the server a disguised PDF.
  const idCard = page.getByRole('region', { name: 'Identity document' });
  await page
    .getByLabel('Government ID')
    .setInputFiles({ name: 'id.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(idCard.getByRole('alert')).toHaveText(DOCUMENT_MESSAGES.invalidType);
  await page
    .getByLabel('Government ID')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PDF });
  await expect(idCard.getByRole('alert')).toHaveText(DOCUMENT_MESSAGES.invalidType);

  await page.getByLabel('Government ID').setInputFiles(png('id.png'));
  await expect(idCard.getByRole('img', { name: 'Preview of id.png' })).toBeVisible();
  await expect(idCard.getByRole('alert')).toHaveCount(0);
  // Replacing keeps one government ID.
  await page.getByLabel('Government ID').setInputFiles(png('passport.png'));
  await expect(idCard.getByRole('img', { name: 'Preview of passport.png' })).toBeVisible();
  await expect(idCard.getByRole('img', { name: 'Preview of id.png' })).toHaveCount(0);

  const selfieCard = page.getByRole('region', { name: 'Selfie with your ID' });
  await page.getByLabel('Selfie holding your ID').setInputFiles(png('selfie.png'));
  await expect(selfieCard.getByRole('img', { name: 'Preview of selfie.png' })).toBeVisible();

  // A wrong receipt, removed after confirming.
  const others = page.getByRole('region', { name: 'Receipts and certificates' });
  await page.getByLabel('Other documents').setInputFiles(png('wrong.png'));
  await expect(others.getByRole('img', { name: 'Preview of wrong.png' })).toBeVisible();
  await others.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this document?' });
  await confirm.getByRole('button', { name: 'Remove document' }).click();
  await expect(page.getByText(DOCUMENT_MESSAGES.removed)).toBeVisible();
  await expect(others.getByRole('img')).toHaveCount(0);

  // Step 2: a bad SCN shows its message and keeps the year typed.
  await page.getByRole('button', { name: 'Next: registration' }).click();
  await page.getByRole('radio', { name: /Lawyer/ }).check();
  await page.getByLabel('Supreme Court enrolment number (SCN)').fill('12');
  await page.getByLabel('Year of call').fill('2015');
  await page.getByRole('button', { name: 'Save registration details' }).click();
  await expect(page.getByText(VERIFICATION_MESSAGES.scnInvalid)).toBeVisible();
  await expect(page.getByLabel('Year of call')).toHaveValue('2015');
  await page.getByLabel('Supreme Court enrolment number (SCN)').fill('scn 012345');
  await page.getByRole('button', { name: 'Save registration details' }).click();
  await expect(page.getByText(VERIFICATION_MESSAGES.registrationSaved)).toBeVisible();
  await expect(page.getByLabel('Supreme Court enrolment number (SCN)')).toHaveValue('SCN012345');

  // Step 3: ID, selfie and registration are all a submission needs; the practising fee receipt
  // is optional (it earns its own badge).
  await page.getByRole('button', { name: 'Next: review' }).click();
  const submit = page.getByRole('button', { name: 'Submit for review' });
  await expect(submit).toBeEnabled();
  await expect(page.getByRole('list', { name: 'Still missing' })).toHaveCount(0);
  await submit.click();
  await expect(page.getByText(VERIFICATION_MESSAGES.submitted)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /In review since/ })).toBeVisible();

  // In review, the documents are locked: shown, but neither replaced nor removed.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /In review since/ })).toBeVisible();
  await page.getByRole('button', { name: /Identity/ }).click();
  await expect(page.getByText(DOCUMENT_MESSAGES.lockedInReview)).toBeVisible();
  await expect(idCard.getByRole('img', { name: 'Preview of passport.png' })).toBeVisible();
  await expect(idCard.getByRole('button', { name: 'Replace' })).toHaveCount(0);
  await expect(others.getByRole('button', { name: 'Remove' })).toHaveCount(0);
});

test('registration details typed and not saved are saved on the way to the review', async ({
  page,
}) => {
  await signUp(page.request, 'professional');
  await page.goto('/verification');
  await page.getByRole('button', { name: 'Next: registration' }).click();
  await page.getByRole('radio', { name: /Lawyer/ }).check();
  const scn = page.getByLabel('Supreme Court enrolment number (SCN)');

  // A number that cannot be read holds the person on the step and says why, with a way on.
  await scn.fill('SCN/01');
  await page.getByLabel('Year of call').fill('2015');
  await page.getByRole('button', { name: 'Next: review' }).click();
  const held = page
    .getByRole('alert')
    .filter({ hasText: 'Your registration details are not saved' });
  await expect(held).toBeVisible();
  await expect(page.getByText(VERIFICATION_MESSAGES.scnInvalid)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeHidden();

  // Written as on the certificate's stamp, it is saved as the register writes it, and the
  // review shows it.
  await scn.fill('SCN/012345');
  await page.getByRole('button', { name: 'Next: review' }).click();
  await expect(page.getByText(VERIFICATION_MESSAGES.registrationSaved)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your submission' });
  await expect(summary.getByText('SCN012345')).toBeVisible();
  await expect(summary.getByText('2015')).toBeVisible();

  // Saved on the server: a fresh page has it.
  await page.reload();
  await page.getByRole('button', { name: /Registration/ }).click();
  await expect(scn).toHaveValue('SCN012345');
  await expect(page.getByLabel('Year of call')).toHaveValue('2015');
});
