import type { Locator, Page } from '@playwright/test';
import { GIG_MESSAGES, VERIFICATION_MESSAGES } from '@titletrust/shared';
import {
  demoAccount,
  registerThroughPage,
  enterTwoFactorCode,
  signInThroughForm,
  signUp,
  uniqueEmail,
} from './support/accounts';
import { expect, test } from './support/fixtures';
import { fillBidForm, samplePdf, uniqueWord } from './support/gigs';
import { postGig } from './support/moneyFlows';

// The whole way to a verified professional, each person in a page of their own: the professional
// fills the profile and sends their documents, the admin checks them in the queue, and a client
// finds the professional from their bid. The second test is a rejection and a resubmission.

interface FileToChoose {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real picture drawn by the browser (the server reads the bytes, the queue must draw it). */
async function drawnImage(page: Page, name: string, colour: string): Promise<FileToChoose> {
  const mimeType = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  const dataUrl = await page.evaluate(
    ([type, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 200;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, 320, 200);
      context.fillStyle = '#ffffff';
      context.fillRect(20, 40, 90, 120);
      return canvas.toDataURL(type, 0.9);
    },
    [mimeType, colour] as const,
  );
  return { name, mimeType, buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

/** Clicks a button that opens the browser's file chooser and chooses `file` in it. */
async function chooseFile(page: Page, button: Locator, file: FileToChoose) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** Waits until an image has really been drawn (its signed link answered with a picture). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
}

/**
 * On /verification (open, a draft): the ID and selfie, a practising fee receipt, the SCN and
 * year of call, then submitted; it waits for "In review since".
 */
async function sendForReview(page: Page, idFileName: string) {
  const idCard = page.getByRole('region', { name: 'Identity document' });
  await chooseFile(
    page,
    idCard.getByRole('button', { name: 'Choose a file' }),
    await drawnImage(page, idFileName, '#2b8a3e'),
  );
  await expect(idCard.getByRole('img', { name: `Preview of ${idFileName}` })).toBeVisible();

  const selfieCard = page.getByRole('region', { name: 'Selfie with your ID' });
  await chooseFile(
    page,
    selfieCard.getByRole('button', { name: 'Choose a file' }),
    await drawnImage(page, 'selfie.png', '#e67700'),
  );
  await expect(selfieCard.getByRole('img', { name: 'Preview of selfie.png' })).toBeVisible();

  const receiptCard = page.getByRole('region', { name: 'Practising fee receipt (lawyers)' });
  const receipt = samplePdf(`practising-fee-${new Date().getFullYear()}.pdf`);
  await chooseFile(page, receiptCard.getByRole('button', { name: 'Choose a file' }), receipt);
  await expect(receiptCard.getByRole('link', { name: `${receipt.name} (PDF)` })).toBeVisible();

  await page.getByRole('button', { name: 'Next: registration' }).click();
  await page.getByRole('radio', { name: /Lawyer/ }).check();
  await page.getByLabel('Supreme Court enrolment number (SCN)').fill('SCN054321');
  await page.getByLabel('Year of call').fill('2012');
  await page.getByRole('button', { name: 'Save registration details' }).click();
  await expect(page.getByText(VERIFICATION_MESSAGES.registrationSaved)).toBeVisible();

  await page.getByRole('button', { name: 'Next: review' }).click();
  const submit = page.getByRole('button', { name: 'Submit for review' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: /In review since/ })).toBeVisible();
}

/** Signs the demo administrator in through the sign-in form and opens the verification queue. */
async function openQueueAsAdmin(admin: Page): Promise<Locator> {
  const account = await demoAccount(admin.request, 'admin');
  await admin.goto('/login');
  await signInThroughForm(admin, account.email, account.password);
  // Admins use two-factor sign-in: the code from the demo admin's key finishes it.
  await enterTwoFactorCode(admin, account.authenticatorKey!);
  await expect(admin).toHaveURL('/admin-dashboard');
  const queue = admin.getByRole('region', { name: 'Verification queue' });
  await expect(queue).toBeVisible();
  return queue;
}

test.describe('the verification journey', () => {
  test('a new professional fills the profile, is verified by the admin, bids, and the client opens their profile from the bid', async ({
    page: professional,
    openFreshVisitorPage,
  }) => {
    test.setTimeout(150_000);
    const lastName = `Eze${uniqueWord('x')}`;
    const name = `Chiamaka ${lastName}`;

    // A client has a gig open for bids.
    const client = await openFreshVisitorPage();
    await signUp(client.request, 'client');
    const gig = await postGig(client.request);

    // The professional registers and fills the profile, with a cropped picture.
    await registerThroughPage(professional, {
      type: 'Legal Professional',
      firstName: 'Chiamaka',
      lastName,
      email: uniqueEmail('journey'),
    });
    await professional.goto('/profile');
    const details = professional.getByRole('region', { name: 'Your professional details' });
    await expect(details.getByLabel('First name')).toHaveValue('Chiamaka');
    await details.getByLabel('Professional title').fill('Property lawyer');
    await details.getByLabel('City').fill('Ikeja');
    await details
      .getByLabel('Bio')
      .fill('Twelve years of title searches at the Alausa land registry.');
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(professional.getByText('Profile updated')).toBeVisible();

    await chooseFile(
      professional,
      professional.getByRole('button', { name: 'Upload picture' }),
      await drawnImage(professional, 'me.png', '#1c7ed6'),
    );
    const crop = professional.getByRole('dialog', { name: 'Crop your picture' });
    await expect(crop).toBeVisible();
    await crop.getByRole('slider').press('ArrowRight');
    await crop.getByRole('button', { name: 'Save picture' }).click();
    await expect(professional.getByText('Profile picture updated')).toBeVisible();
    await expect(crop).toBeHidden();
    await expectLoaded(professional.getByRole('banner').getByRole('img', { name }));

    // From the seller dashboard to /verification, and the submission.
    await professional.goto('/seller-dashboard');
    await professional.getByRole('link', { name: 'Get verified', exact: true }).click();
    await expect(professional).toHaveURL('/verification');
    await sendForReview(professional, 'national-id.jpg');

    // The dashboard says the documents are with an administrator, not that they are still due.
    await professional.goto('/seller-dashboard');
    const verification = professional.getByRole('status').filter({ hasText: 'Verification' });
    await expect(verification).toContainText('Verification in review');
    await expect(verification).toContainText('An administrator is checking them');
    await expect(
      professional.getByRole('link', { name: 'Get verified to start bidding' }),
    ).toHaveCount(0);

    // In review is not verified: the bid form says why and stays shut.
    await professional.goto(gig.path);
    await expect(professional.getByText(GIG_MESSAGES.notVerified)).toBeVisible();
    const bidForm = professional.getByRole('form', { name: 'Place a bid' });
    await expect(bidForm.getByRole('button', { name: 'Place bid' })).toBeDisabled();

    // The admin sees the documents load, ticks the checklist and verifies.
    const admin = await openFreshVisitorPage();
    const queue = await openQueueAsAdmin(admin);
    const card = queue.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('SCN054321')).toBeVisible();
    await expectLoaded(card.getByRole('img', { name: 'Government ID: national-id.jpg' }));
    await expectLoaded(card.getByRole('img', { name: 'Selfie holding the ID: selfie.png' }));
    await expect(
      card.getByRole('link', {
        name: /^Open PDF: Practising fee receipt, practising-fee-\d{4}\.pdf$/,
      }),
    ).toBeVisible();
    const verify = card.getByRole('button', { name: 'Verify', exact: true });
    await expect(verify).toBeDisabled();
    await card.getByLabel('ID matches the name').check();
    await card.getByLabel('Selfie matches the ID').check();
    await card.getByLabel('Registration number checked on the public register').check();
    await card.getByLabel('Practising fee receipt for this year seen').check();
    await verify.click();
    await expect(admin.getByText(`${name} is now verified.`)).toBeVisible();
    await expect(card).toBeHidden();

    // The professional reads it on /verification and can now bid.
    await professional.goto('/verification');
    await expect(professional.getByRole('status').filter({ hasText: /Verified on/ })).toBeVisible();
    await professional.goto(gig.path);
    await fillBidForm(professional, { amount: '650', days: '6' });
    await bidForm.getByRole('button', { name: 'Place bid' }).click();
    await expect(professional.getByRole('alert').filter({ hasText: 'Bid placed' })).toBeVisible();

    // The client opens the professional's public profile from the bid.
    await client.goto(gig.path);
    await client.getByRole('table', { name: 'Bids compared' }).getByRole('link', { name }).click();
    await expect(client).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
    const main = client.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main.getByText('Property lawyer', { exact: true })).toBeVisible();
    await expectLoaded(main.getByRole('img', { name }));
    const strip = main.getByRole('region', { name: 'Verification', exact: true });
    await expect(strip.getByText('Verified by TitleTrust')).toBeVisible();
    await expect(strip.getByText('Identity verified')).toBeVisible();
    await expect(strip.getByText('Bar enrolment checked')).toBeVisible();
    const year = new Intl.DateTimeFormat('en', {
      year: 'numeric',
      timeZone: 'Africa/Lagos',
    }).format(new Date());
    await expect(strip.getByText(`Practising fee ${year}`)).toBeVisible();
    await expect(main.getByLabel('Year of call', { exact: true })).toHaveText('2012');
  });

  test('a rejected professional reads the reason, replaces the ID and is back in the queue', async ({
    page: admin,
    openFreshVisitorPage,
  }) => {
    test.setTimeout(120_000);
    const professional = await openFreshVisitorPage();
    const lastName = `Bello${uniqueWord('x')}`;
    const name = `Ifeoma ${lastName}`;
    await signUp(professional.request, 'professional', { firstName: 'Ifeoma', lastName });
    await professional.goto('/verification');
    await sendForReview(professional, 'blurry-id.jpg');

    // The admin rejects, with a reason.
    const queue = await openQueueAsAdmin(admin);
    const card = queue.getByRole('article', { name });
    await expectLoaded(card.getByRole('img', { name: 'Government ID: blurry-id.jpg' }));
    await card.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject verification' });
    const reason = 'The ID photo is blurred: the name cannot be read. Upload a sharper scan.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject verification' }).click();
    await expect(admin.getByText(`${name}'s verification was rejected.`)).toBeVisible();
    await expect(card).toBeHidden();

    // The professional reads the reason, replaces the ID and sends it again.
    await professional.reload();
    const status = professional.getByRole('status').filter({ hasText: /Not approved on/ });
    await expect(status).toContainText(reason);
    await status.getByRole('button', { name: 'Change documents' }).click();
    const idCard = professional.getByRole('region', { name: 'Identity document' });
    await chooseFile(
      professional,
      idCard.getByRole('button', { name: 'Replace' }),
      await drawnImage(professional, 'sharp-id.jpg', '#5f3dc4'),
    );
    await expect(idCard.getByRole('img', { name: 'Preview of sharp-id.jpg' })).toBeVisible();
    await expect(idCard.getByRole('img', { name: 'Preview of blurry-id.jpg' })).toHaveCount(0);
    await professional.getByRole('button', { name: /Review/ }).click();
    await professional.getByRole('button', { name: 'Submit for review' }).click();
    await expect(
      professional.getByRole('status').filter({ hasText: /In review since/ }),
    ).toBeVisible();

    // Back in the admin's queue, with the new ID. The dashboard draws all its sections at once:
    // on a starved two-core runner that alone has taken over 10 s.
    await admin.reload();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expectLoaded(card.getByRole('img', { name: 'Government ID: sharp-id.jpg' }));
    await expect(card.getByRole('img', { name: 'Government ID: blurry-id.jpg' })).toHaveCount(0);
  });
});
