import type { APIRequestContext } from '@playwright/test';
import { signInAsDemo, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { uniqueWord } from './support/gigs';
import { minor } from './support/moneyFlows';

/** A gig posted through the API, in an area named by a word no other gig uses. */
async function post(
  request: APIRequestContext,
  gig: { category: string; title: string; description: string; area: string },
) {
  const response = await request.post('/api/gigs', {
    data: {
      category: gig.category,
      title: gig.title,
      description: gig.description,
      propertyState: 'LA',
      propertyAddress: `Plot 14, ${gig.area} Road, Lekki Phase 1`,
      budgetMinMinor: minor(500),
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
