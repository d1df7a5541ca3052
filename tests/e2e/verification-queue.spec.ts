import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { answer, signInAsDemo, signUp, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { newApiClient } from './support/moneyFlows';

/** A real 1×1 PNG: the server checks a document by its content, and the browser must draw it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

async function upload(
  api: APIRequestContext,
  kind: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  // The server reads "kind" before "file"; the multipart body keeps this order.
  await answer(await api.post('/api/documents', { multipart: { kind, file } }), `upload ${kind}`);
}

/** A lawyer with an ID, a selfie and a fee receipt, registration given and submitted. */
async function submittedLawyer(api: APIRequestContext, label: string) {
  const lastName = `${label}${Math.random().toString(36).slice(2, 8)}`;
  const person = await signUp(api, 'professional', {
    firstName: 'Chiamaka',
    lastName,
    email: uniqueEmail(label.toLowerCase()),
  });
  await upload(api, 'government_id', { name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
  await upload(api, 'selfie_with_id', { name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
  await upload(api, 'practising_fee_receipt', {
    name: 'bpf-receipt.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await answer(
    await api.put('/api/verification/registration', {
      data: { profession: 'lawyer', scn: 'SCN012345', yearOfCall: 2015 },
    }),
    'registration',
  );
  await answer(await api.post('/api/verification/submit'), 'submitting');
  return { ...person, name: `Chiamaka ${lastName}` };
}

async function openQueueCard(page: Page, name: string): Promise<Locator> {
  await signInAsDemo(page.request, 'admin');
  await page.goto('/admin-dashboard');
  const queue = page.getByRole('region', { name: 'Verification queue' });
  await expect(queue).toBeVisible();
  const card = queue.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

test.describe('the verification queue', () => {
  test('an admin sees the documents inline, ticks the checklist and verifies; the public profile shows the dated badges', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await newApiClient(playwright, baseURL!);
    const lawyer = await submittedLawyer(api, 'Queued');
    await api.dispose();

    const card = await openQueueCard(page, lawyer.name);
    await expect(card.getByText(lawyer.email)).toBeVisible();
    await expect(card.getByText('SCN012345')).toBeVisible();
    await expect(card.getByText('2015', { exact: true })).toBeVisible();

    // The images come through their signed links and really load.
    const idImage = card.getByRole('img', { name: 'Government ID: id-card.png' });
    await expect(idImage).toBeVisible();
    await expect
      .poll(() => idImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Enlarge Government ID, id-card.png' }).click();
    const enlarged = page.getByRole('dialog', { name: 'Government ID: id-card.png' });
    await expect(enlarged.getByRole('img', { name: 'Government ID: id-card.png' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(enlarged).toBeHidden();

    const pdfLink = card.getByRole('link', {
      name: /^Open PDF: Practising fee receipt, bpf-receipt\.pdf$/,
    });
    await expect(card.getByRole('figure', { name: 'Practising fee receipt' })).toBeVisible();
    // The PDF opens in the browser's viewer, sandboxed, rather than downloading.
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe('inline; filename="bpf-receipt.pdf"');
    expect(pdf.headers()['content-security-policy']).toMatch(/^sandbox;/);

    // The profiles table sends a queued professional's verification to their card.
    await page.getByLabel('Search profiles').fill(lawyer.email);
    await page.getByRole('button', { name: `Actions for ${lawyer.name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Verify', exact: true })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Review in the queue' }).click();
    await expect(card).toBeFocused();

    // Verify waits for the three checks, and says why.
    const verify = card.getByRole('button', { name: 'Verify', exact: true });
    await expect(verify).toBeDisabled();
    await expect(card.getByText(/^Tick every check before verifying/)).toBeVisible();
    await card.getByLabel('ID matches the name').check();
    await card.getByLabel('Selfie matches the ID').check();
    await expect(verify).toBeDisabled();
    await card.getByLabel('Registration number checked on the public register').check();
    await expect(card.getByLabel('Date the register was checked')).toHaveValue(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await card.getByLabel('Practising fee receipt for this year seen').check();
    await verify.click();
    await expect(page.getByText(`${lawyer.name} is now verified.`)).toBeVisible();
    await expect(card).toBeHidden();

    // A stranger reads what was checked and when, and the SCN once checked (so a client can look
    // it up with the Bar), never the e-mail or the documents.
    await page.goto(`/profile/${lawyer.id}`);
    const strip = page.getByRole('region', { name: 'Verification', exact: true });
    await expect(strip.getByText('Verified by TitleTrust')).toBeVisible();
    await expect(strip.getByText('Identity verified')).toBeVisible();
    await expect(strip.getByText('Bar enrolment checked')).toBeVisible();
    const year = new Intl.DateTimeFormat('en', {
      year: 'numeric',
      timeZone: 'Africa/Lagos',
    }).format(new Date());
    await expect(strip.getByText(`Practising fee ${year}`)).toBeVisible();
    await expect(page.getByLabel('Year of call', { exact: true })).toHaveText('2015');
    await expect(page.getByText(/SCN012345 — checked on the register/)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(lawyer.email);
  });

  test('an admin rejects with a reason; the professional reads it and their profile is not verified', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await newApiClient(playwright, baseURL!);
    const lawyer = await submittedLawyer(api, 'Refused');

    const card = await openQueueCard(page, lawyer.name);
    await card.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject verification' });
    await dialog.getByRole('button', { name: 'Reject verification' }).click();
    await expect(dialog.getByText('Give a reason when rejecting a verification')).toBeVisible();
    const reason = 'The selfie is too dark to compare with the ID. Take it again in daylight.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject verification' }).click();
    await expect(page.getByText(`${lawyer.name}'s verification was rejected.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toBeHidden();

    const own = await answer<{ stage: string; rejectionReason: string | null }>(
      await api.get('/api/verification'),
      'own verification',
    );
    expect(own).toMatchObject({ stage: 'rejected', rejectionReason: reason });
    await api.dispose();

    await page.goto(`/profile/${lawyer.id}`);
    await expect(page.getByRole('region', { name: 'Verification', exact: true })).toHaveText(
      'Not yet verified',
    );
  });
});
