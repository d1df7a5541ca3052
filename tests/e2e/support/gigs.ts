import { expect, type Page } from '@playwright/test';

/** A word no demo gig or parallel test uses: letters only, so full-text search keeps it whole. */
export function uniqueWord(prefix = 'zq'): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `${prefix}${letters}`;
}

/** A tiny but real PDF: the server checks the content, not the name. */
export function samplePdf(name = 'certificate-of-occupancy.pdf') {
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
        '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
        'trailer <</Root 1 0 R>>\n%%EOF\n',
    ),
  };
}

export interface GigDetails {
  word: string;
  title?: string;
  description?: string;
  category?: string;
  /**
   * The gig's currency. The form starts on naira; the older journeys post in USDC, so that is
   * what this helper picks unless told.
   */
  currency?: 'NGN' | 'USDC';
  /** As typed in the budget field, in the gig's currency. */
  budget?: string;
}

/** What an amount field adds to its label for each currency (AmountInput's hidden words). */
export const currencyWords = { NGN: 'naira', USDC: 'USDC' } as const;

/** Picks the gig's currency on the gig form (a segmented control labelled "Currency"). */
export async function chooseGigCurrency(page: Page, currency: 'NGN' | 'USDC') {
  const group = page.getByRole('radiogroup', { name: 'Currency' });
  await group.getByText(currency === 'NGN' ? 'Naira (₦)' : 'USDC', { exact: true }).click();
  await expect(
    group.getByRole('radio', { name: currency === 'NGN' ? 'Naira (₦)' : 'USDC' }),
  ).toBeChecked();
}

export const titleFor = (word: string) => `Verify the C of O for plot ${word} in Lekki`;

/** Fills /post-gig (already open) with a land-title gig whose title and description hold `word`. */
export async function fillGigForm(page: Page, gig: GigDetails) {
  await page.getByRole('radio', { name: gig.category ?? 'Land title verification' }).click();
  await page.getByLabel('Title', { exact: true }).fill(gig.title ?? titleFor(gig.word));
  await page
    .getByLabel('Description', { exact: true })
    .fill(
      gig.description ??
        `I am buying plot ${gig.word}, a 600 sqm plot in Lekki Phase 1. Please confirm the ` +
          'Certificate of Occupancy at the Lagos land registry and search for encumbrances.',
    );
  // By keyboard, as a person would: a click can land while the dropdown is still moving into
  // place, and a single \`fill\` can outrun the dropdown's own highlight of the first match.
  const state = page.getByRole('combobox', { name: 'Property state' });
  await state.fill('Lagos');
  await expect(page.getByRole('option', { name: 'Lagos', exact: true })).toBeVisible();
  await state.press('ArrowDown');
  await state.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(state).toHaveValue('Lagos');
  await page.getByLabel('Address or LGA', { exact: true }).fill('Lekki Phase 1, Eti-Osa LGA');
  const currency = gig.currency ?? 'USDC';
  await chooseGigCurrency(page, currency);
  await page
    .getByLabel(`Budget (${currencyWords[currency]})`, { exact: true })
    .fill(gig.budget ?? '750');
}

/** Attaches a file through the "Choose files" button, as a person would. */
export async function attachFile(page: Page, file: ReturnType<typeof samplePdf>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(file);
  await expect(
    page.getByRole('list', { name: 'Attached files' }).getByText('Uploaded', { exact: true }),
  ).toBeVisible();
}

/** Previews and publishes the filled form; returns the new gig's path. */
export async function previewAndPublish(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Preview gig' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Publish gig' }).click();
  await expect(page).toHaveURL(/\/gigs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Fills the bid form on a gig page (already open); the price is in the gig's currency. */
export async function fillBidForm(
  page: Page,
  bid: { amount: string; days: string; currency?: 'NGN' | 'USDC' },
) {
  const form = page.getByRole('form', { name: 'Place a bid' });
  await form
    .getByLabel(`Your price (${currencyWords[bid.currency ?? 'USDC']})`, { exact: true })
    .fill(bid.amount);
  await form.getByLabel('Delivery time (days)', { exact: true }).fill(bid.days);
  await form
    .getByLabel('Cover letter', { exact: true })
    .fill(
      'I am a property lawyer in Lagos. I will search the land registry, check the Governor’s ' +
        'Consent and the survey plan, and report on each point of the checklist.',
    );
  return form;
}
