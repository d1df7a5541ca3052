import type { APIRequestContext } from '@playwright/test';
import { signInAsDemo, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { uniqueWord } from './support/gigs';
import { minor } from './support/moneyFlows';

/** A gig posted through the API, in an area named by a word no other gig uses. */
async function post(
  request: APIRequestContext,
  gig: {
    category: string;
    title: string;
    description: string;
    area: string;
    /** Naira (the API's default) unless told; the budget is ₦500,000 or 500 USDC. */
    currency?: 'NGN' | 'USDC';
  },
) {
  const response = await request.post('/api/gigs', {
    data: {
      category: gig.category,
      title: gig.title,
      description: gig.description,
      propertyState: 'LA',
      propertyAddress: `Plot 14, ${gig.area} Road, Lekki Phase 1`,
      ...(gig.currency === 'USDC'
        ? { currency: 'USDC', budgetMinMinor: minor(500) }
        : { budgetMinMinor: '50000000' }),
      bidDeadline: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
      attachmentIds: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

// Decision 046: a gig is found by its service's words and its place, and the gigs having more of
// the typed words come first.
test('a professional searching a place and a service sees the gig of that service first', async ({
  page,
  openFreshVisitorPage,
}) => {
  const area = uniqueWord('zk');
  const landTitle = `Check the papers of a plot on ${area} Road`;
  await signUp(page.request, 'client');
  // Its own text never says "title": its service, land title verification, does.
  await post(page.request, {
    category: 'land_title_verification',
    title: landTitle,
    description: 'Confirm at the registry that the papers the seller showed me are genuine.',
    area,
  });
  // Posted after it, so newer: contract reviews in the same area that mention a title.
  for (const n of [1, 2, 3])
    await post(page.request, {
      category: 'contract_review',
      title: `Review the sale agreement for house ${n} on ${area} Road`,
      description: "Tell me whether the agreement protects me if the seller's title fails.",
      area,
    });

  const professional = await openFreshVisitorPage();
  await signInAsDemo(professional.request, 'seller');
  await professional.goto('/find-gigs');
  await professional.getByLabel('Search gigs', { exact: true }).fill(`${area} title`);
  await expect(professional).toHaveURL(new RegExp(`[?&]q=${area}`));
  await expect(professional.getByLabel('Sort by', { exact: true })).toHaveValue('Best match');
  const results = professional.getByRole('region', { name: 'Search results' });
  const first = results.getByRole('article').first();
  await expect(first).toHaveAccessibleName(landTitle);
  await expect(first).toContainText('Land title verification');
  // The reviews stay below it: each has both words too, the service's words rank it first.
  for (const n of [1, 2, 3])
    await expect(
      results.getByRole('article', {
        name: `Review the sale agreement for house ${n} on ${area} Road`,
      }),
    ).toBeVisible();

  // Another name of the service finds it too.
  await professional.getByLabel('Search gigs', { exact: true }).fill(`C of O ${area}`);
  await expect(professional).toHaveURL(new RegExp(`[?&]q=C(\\+|%20)of`));
  await expect(results.getByRole('article').first()).toHaveAccessibleName(landTitle);

  // A misspelt word beside a known one: the gigs of the known word, and the spelling offered.
  await professional.getByLabel('Search gigs', { exact: true }).fill(`${area} titel`);
  const suggestion = results.getByRole('link', { name: `${area} title` });
  await expect(suggestion).toBeVisible();
  await expect(results.getByRole('article').first()).toBeVisible();
  await suggestion.click();
  await expect(professional.getByLabel('Search gigs', { exact: true })).toHaveValue(
    `${area} title`,
  );
  await expect(results.getByRole('article').first()).toHaveAccessibleName(landTitle);
});

// Issue 48: each gig shows its own currency's budget; budgets filter and sort within one
// currency, naira unless another is chosen.
test('gigs in naira and USDC each show their own budget, and budgets filter within a currency', async ({
  page,
  openFreshVisitorPage,
}) => {
  const area = uniqueWord('zc');
  const naira = `Search the registry for a plot on ${area} Road`;
  const usdc = `Chart the survey plan of a plot on ${area} Road`;
  await signUp(page.request, 'client');
  await post(page.request, {
    category: 'land_title_verification',
    title: naira,
    description: 'Confirm at the registry that the papers the seller showed me are genuine.',
    area,
  });
  await post(page.request, {
    category: 'property_surveys',
    title: usdc,
    description: 'Chart the survey plan at the surveyor general’s office and report on it.',
    area,
    currency: 'USDC',
  });

  const professional = await openFreshVisitorPage();
  await signInAsDemo(professional.request, 'seller');
  await professional.goto(`/find-gigs?q=${area}`);
  const results = professional.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('article', { name: naira })).toContainText('₦500,000.00');
  await expect(results.getByRole('article', { name: usdc })).toContainText('500.00 USDC');

  // Only USDC gigs, chosen in the filters: the naira gig goes.
  await professional.getByRole('combobox', { name: 'Currency' }).click();
  await professional.getByRole('option', { name: 'USDC', exact: true }).click();
  await expect(professional).toHaveURL(/[?&]currency=USDC/);
  await expect(results.getByRole('article', { name: naira })).toBeHidden();
  await expect(results.getByRole('article', { name: usdc })).toBeVisible();
  await expect(professional.getByLabel('Budget from (USDC)', { exact: true })).toBeVisible();

  // A budget with no currency chosen is in naira, as the filters show.
  await professional.goto(`/find-gigs?q=${area}&min=400,000&max=600,000`);
  await expect(professional.getByRole('combobox', { name: 'Currency' })).toHaveValue('Naira (₦)');
  await expect(professional.getByLabel('Budget from (naira)', { exact: true })).toHaveValue(
    '400,000',
  );
  await expect(results.getByRole('article', { name: naira })).toBeVisible();
  await expect(results.getByRole('article', { name: usdc })).toBeHidden();
});
