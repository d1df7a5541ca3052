import type { Page } from '@playwright/test';
import { answer, signUp, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { uniqueWord } from './support/gigs';
import { newApiClient, placeBid, postGig, verifyProfessional } from './support/moneyFlows';

/** The figure under its label on the profile ("Jobs completed", "Member since"). */
const figure = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe("a professional's public profile", () => {
  test('a client opens it from the bid comparison; signed out it still shows', async ({
    page,
    adminApi,
    arrangeDeal,
    openFreshVisitorPage,
    playwright,
    baseURL,
  }) => {
    // A verified professional with one contract paid out, and a new bid on the client's gig.
    const sellerApi = await newApiClient(playwright, baseURL!);
    const lastName = `Okafor${uniqueWord('x')}`;
    const seller = await signUp(sellerApi, 'professional', {
      firstName: 'Folake',
      lastName,
      email: uniqueEmail('pro'),
    });
    await verifyProfessional(adminApi, seller.id);
    await signUp(page.request, 'client');
    const deal = await arrangeDeal({
      stage: 'released',
      price: 200,
      deposit: 500,
      buyer: page.request,
      seller: sellerApi,
    });
    const gig = await postGig(page.request);
    await placeBid(sellerApi, gig.id, 300);
    await sellerApi.dispose();

    const name = `Folake ${lastName}`;
    await page.goto(gig.path);
    const table = page.getByRole('table', { name: 'Bids compared' });
    await table.getByRole('link', { name }).click();
    await expect(page).toHaveURL(`/profile/${seller.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Verified by TitleTrust')).toBeVisible();
    await expect(figure(page, 'Jobs completed')).toHaveText('1');
    await expect(figure(page, 'Member since')).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('No reviews yet');
    await expect(page).toHaveTitle(`${name} | TitleTrust`);

    // Nothing private in the page: the professional's e-mail and phone never reach it.
    await expect(page.locator('body')).not.toContainText(seller.email);
    await expect(page.locator('body')).not.toContainText('8031234567');

    // The contract page names the professional with the same link.
    await page.goto(`/contracts/${deal.contractId}`);
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(`/profile/${seller.id}`);

    const visitor = await openFreshVisitorPage();
    await visitor.goto(`/profile/${seller.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(figure(visitor, 'Jobs completed')).toHaveText('1');
    // The server wrote the sharing preview into the page itself, for crawlers without JavaScript.
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${name} | TitleTrust`,
    );
    await expect(visitor.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  });

  test("a client's id is not a profile", async ({
    page,
    openFreshVisitorPage,
    expectedHttpErrors,
  }) => {
    expectedHttpErrors.push(404); // the page's status, and the API's answer for the client's id
    const client = await signUp(page.request, 'client');
    const visitor = await openFreshVisitorPage();
    const response = await visitor.goto(`/profile/${client.id}`);
    expect(response?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await expect(visitor.getByText('No professional with that id.')).toBeVisible();
  });

  test('/profile-demo and /profile-test show the demo professional', async ({ page, request }) => {
    const { profile } = await answer<{ profile: { name: string; jobsCompleted: number } }>(
      await request.get('/api/profiles/demo'),
      'the demo profile',
    );
    for (const path of ['/profile-demo', '/profile-test']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
      await expect(page.getByText('Barrister & Solicitor').first()).toBeVisible();
      await expect(page).toHaveTitle(`${profile.name} — Barrister & Solicitor | TitleTrust`);
    }
  });
});
