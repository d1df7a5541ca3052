import { AMOUNT_TEXT_MESSAGES, GIG_MESSAGES, PRICE_MESSAGES } from '@titletrust/shared';
import { signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { placeBid, postGig } from './support/moneyFlows';
import { attachFile, fillGigForm, samplePdf, titleFor, uniqueWord } from './support/gigs';
import { signInAsDemo } from './support/accounts';

test.describe('posting a gig on /post-gig', () => {
  test('the draft survives a reload, attachment included, and can be discarded', async ({
    page,
  }) => {
    const word = uniqueWord();
    await signUp(page.request, 'client');
    await page.goto('/post-gig');
    await fillGigForm(page, { word, budget: '1250.50' });
    await attachFile(page, samplePdf('survey-plan.pdf'));

    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(titleFor(word));
    await expect(page.getByRole('radio', { name: 'Land title verification' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Property state' })).toHaveValue('Lagos');
    await expect(page.getByRole('radio', { name: 'USDC' })).toBeChecked();
    await expect(page.getByLabel('Budget (USDC)', { exact: true })).toHaveValue('1,250.50');
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText(
      'survey-plan.pdf',
    );

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Attached files' })).toBeHidden();
    await page.reload();
    await expect(page.getByText('Draft restored')).toBeHidden();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  });

  test('a file chosen again after a draft is restored is listed once, and the client is told', async ({
    page,
  }) => {
    const word = uniqueWord();
    await signUp(page.request, 'client');
    await page.goto('/post-gig');
    await fillGigForm(page, { word });
    await attachFile(page, samplePdf('survey-plan.pdf'));

    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
    const attached = page.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
    await expect(attached).toHaveCount(1);

    // The same file again, then the same bytes under another name: neither is added.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    await (await chooser).setFiles(samplePdf('survey-plan.pdf'));
    await expect(page.getByText('“survey-plan.pdf” is already attached')).toBeVisible();
    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    await (await again).setFiles(samplePdf('plan-copy.pdf'));
    await expect(
      page.getByText('“plan-copy.pdf” is the same file as “survey-plan.pdf”'),
    ).toBeVisible();
    await expect(attached).toHaveCount(1);

    // A different document is still welcome, and the preview lists each file once.
    const deed = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    await (
      await deed
    ).setFiles({
      ...samplePdf('deed.pdf'),
      buffer: Buffer.concat([samplePdf().buffer, Buffer.from('%deed\n')]),
    });
    await expect(attached.getByText('Uploaded', { exact: true })).toHaveCount(2);
    await expect(attached).toHaveCount(2);
    await page.getByRole('button', { name: 'Preview gig' }).click();
    const documents = page.getByRole('list', { name: 'Attached documents' }).getByRole('listitem');
    await expect(documents).toHaveCount(2);
    await expect(documents.filter({ hasText: 'survey-plan.pdf' })).toHaveCount(1);
  });

  test('bad input gets the contract messages on blur and before the preview', async ({ page }) => {
    await signUp(page.request, 'client');
    await page.goto('/post-gig');

    const title = page.getByLabel('Title', { exact: true });
    await title.fill('Too short');
    await title.blur();
    await expect(page.getByText(GIG_MESSAGES.titleLength)).toBeVisible();

    // Naira by default: "350k" is refused with the reader's words, and the text is kept.
    const budget = page.getByLabel('Budget (naira)', { exact: true });
    await budget.fill('350k');
    await budget.blur();
    await expect(page.getByText(AMOUNT_TEXT_MESSAGES.shorthand('NGN'))).toBeVisible();
    await expect(budget).toHaveValue('350k');
    await budget.fill('750');
    await budget.blur();
    await expect(page.getByText(PRICE_MESSAGES.NGN.budgetRange)).toBeVisible();

    await page.getByRole('radio', { name: 'Range' }).check();
    await page.getByLabel('Minimum budget (naira)', { exact: true }).fill('900,000');
    const max = page.getByLabel('Maximum budget (naira)', { exact: true });
    await max.fill('500000');
    await max.blur();
    await expect(page.getByText(GIG_MESSAGES.budgetOrder)).toBeVisible();
    await expect(max).toHaveValue('500,000');

    await page.getByRole('button', { name: 'Preview gig' }).click();
    // The focus leaves the button for the first field to fix.
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(GIG_MESSAGES.categoryRequired)).toBeVisible();
    await expect(page.getByText(GIG_MESSAGES.descriptionLength)).toBeVisible();
    await expect(page.getByText(GIG_MESSAGES.stateRequired)).toBeVisible();
    // Nothing typed is lost.
    await expect(title).toHaveValue('Too short');
  });

  test('a file that is not a PDF, JPEG or PNG is refused by its content', async ({
    page,
    expectedHttpErrors,
  }) => {
    // The server refuses it as 400 or 415 (unsupported media type).
    expectedHttpErrors.push(400, 415);
    await signUp(page.request, 'client');
    await page.goto('/post-gig');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    // Named like a PDF, but it is text: the server looks at the bytes.
    await (
      await chooser
    ).setFiles({ name: 'deed.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText(
      GIG_MESSAGES.fileType,
    );
  });

  test('a double click on "Publish gig" posts the gig once', async ({ page }) => {
    const word = uniqueWord();
    await signUp(page.request, 'client');
    await page.goto('/post-gig');
    await fillGigForm(page, { word });
    await page.getByRole('button', { name: 'Preview gig' }).click();
    await page.getByRole('button', { name: 'Publish gig' }).dblclick();
    await expect(page).toHaveURL(/\/gigs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: titleFor(word) })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'not published' })).toHaveCount(0);

    const mine = await page.request.get('/api/gigs/mine');
    const { gigs } = (await mine.json()) as { gigs: { title: string }[] };
    expect(gigs.filter((gig) => gig.title === titleFor(word))).toHaveLength(1);
  });

  test('a client edits their open gig: the form starts from the gig and the change is saved', async ({
    page,
  }) => {
    const word = uniqueWord();
    await signUp(page.request, 'client');
    const { path: gigPath } = await postGig(page.request, { word });
    await page.goto(gigPath);

    await page.getByRole('link', { name: 'Edit gig' }).click();
    await expect(page).toHaveURL(`${gigPath}/edit`);
    const form = page.getByRole('form', { name: 'Edit your gig' });
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(titleFor(word));
    await expect(form.getByRole('combobox', { name: 'Property state' })).toHaveValue('Lagos');
    await expect(form.getByLabel('Budget (USDC)', { exact: true })).toHaveValue('750');

    const newTitle = `Verify the C of O and survey plan for plot ${word}`;
    await form.getByLabel('Title', { exact: true }).fill(newTitle);
    await form.getByRole('button', { name: 'Preview gig' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(gigPath);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your changes are saved' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  });

  test('a naira bid is compared in naira, and the gig’s currency can no longer change', async ({
    page,
    request,
  }) => {
    await signUp(page.request, 'client');
    const gig = await postGig(page.request, { currency: 'NGN', budget: 350_000 });
    await signInAsDemo(request, 'seller');
    await placeBid(request, gig.id, 300_000, 'NGN');

    // The client compares the bid in naira, then opens the edit form.
    await page.goto(gig.path);
    const bids = page.getByRole('table', { name: 'Bids compared' });
    await expect(bids).toContainText('₦300,000.00');
    await expect(bids).toContainText('₦270,000.00');
    await page.getByRole('link', { name: 'Edit gig' }).click();
    const form = page.getByRole('form', { name: 'Edit your gig' });
    const currency = form.getByRole('radiogroup', { name: 'Currency' });
    await expect(currency.getByRole('radio', { name: 'Naira (₦)' })).toBeChecked();
    await expect(currency.getByRole('radio', { name: 'USDC' })).toBeDisabled();
    await expect(form.getByText(GIG_MESSAGES.currencyFixed)).toBeVisible();
    await expect(form.getByLabel('Budget (naira)', { exact: true })).toHaveValue('350,000');
  });
});
