import { signInAsDemo, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';
import { uniqueWord } from './support/gigs';
import { postGig } from './support/moneyFlows';

test('a contract opened from its address comes with it: no request for it, and its record follows', async ({
  page,
  arrangeDeal,
  openFreshVisitorPage,
}) => {
  await signUp(page.request, 'client');
  const seller = await openFreshVisitorPage();
  await signInAsDemo(seller.request, 'seller');
  const { contractId, title } = await arrangeDeal({
    stage: 'accepted',
    price: 300,
    deposit: 0,
    buyer: page.request,
    seller: seller.request,
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/contracts/')) asked.push(pathname);
  });

  await page.goto(`/contracts/${contractId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Contract state' })).toHaveText('Awaiting funding');
  // The amounts and the timeline load once the first screen is drawn.
  await expect(page.getByRole('region', { name: 'Amounts' })).toContainText(
    'Contract price300.00 USDC',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: /Messages/ })).toBeVisible();
  expect(asked).toEqual([]);
});

test('find-gigs opened without filters comes with the newest gigs; a search asks the API', async ({
  page,
  openFreshVisitorPage,
}) => {
  const client = await openFreshVisitorPage();
  await signUp(client.request, 'client');
  const word = uniqueWord();
  const gig = await postGig(client.request, { word });
  await signUp(page.request, 'professional');
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/gigs') searches.push(url.search);
  });

  await page.goto('/find-gigs');
  await expect(page.getByRole('link', { name: gig.title })).toBeVisible();
  expect(searches).toEqual([]);

  await page.getByLabel('Search gigs', { exact: true }).fill(word);
  await expect(page.getByText(/^(About )?1 gig$/)).toBeVisible();
  await expect(page.getByRole('link', { name: gig.title })).toBeVisible();
  expect(searches).not.toHaveLength(0);
  expect(searches.filter((search) => !search.includes(`q=${word}`))).toEqual([]);
});
