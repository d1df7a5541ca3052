import type { APIRequestContext, Page } from '@playwright/test';
import { signIn, signInAsDemo, signUp, STRONG_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';

interface Professional {
  email: string;
  name: string;
}

/** A legal professional with a name no other test uses, registered through the API. */
async function registerProfessional(
  request: APIRequestContext,
  label: string,
): Promise<Professional> {
  const lastName = `${label}${Math.random().toString(36).slice(2, 8)}`;
  const { email } = await signUp(request, 'professional', {
    firstName: 'Kemi',
    lastName,
    email: `${label.toLowerCase()}-${lastName}@example.com`,
  });
  return { email, name: `Kemi ${lastName}` };
}

async function openAdminDashboard(page: Page) {
  await signInAsDemo(page.request, 'admin');
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Narrows the profiles table to one person, and returns that person's row. */
async function findProfile(page: Page, person: Professional) {
  await page.getByLabel('Search profiles').fill(person.email);
  const table = page.getByRole('table', { name: 'Profiles' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: person.email });
  await expect(row).toBeVisible();
  return row;
}

async function chooseAction(page: Page, person: Professional, action: string) {
  await page.getByRole('button', { name: `Actions for ${person.name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('the admin dashboard', () => {
  test('an admin lists and searches profiles, verifies one professional and rejects another with a reason', async ({
    page,
    request,
  }) => {
    const approved = await registerProfessional(request, 'Approved');
    const refused = await registerProfessional(request, 'Refused');
    await openAdminDashboard(page);

    const table = page.getByRole('table', { name: 'Profiles' });
    await expect(page.getByText(/^\d[\d,]* profiles$/)).toBeVisible();
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(3);

    let row = await findProfile(page, approved);
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await chooseAction(page, approved, 'Verify');
    await expect(page.getByText(`${approved.name} is now verified.`)).toBeVisible();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();

    row = await findProfile(page, refused);
    await chooseAction(page, refused, 'Reject…');
    const dialog = page.getByRole('dialog', { name: 'Reject verification' });
    await dialog.getByRole('button', { name: 'Reject verification' }).click();
    await expect(dialog.getByText('Give a reason when rejecting a verification')).toBeVisible();
    const reason = 'The bar licence number does not match the Supreme Court roll.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject verification' }).click();
    await expect(page.getByText(`${refused.name} was rejected.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The badge carries the reason, for the admin to read on hover.
    await expect(row.getByTitle(reason)).toHaveText('Rejected');

    // The decisions are the server's record, not the page's memory.
    await page.reload();
    await expect(
      (await findProfile(page, approved)).getByText('Verified', { exact: true }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Verification status' }).click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await page.getByLabel('Search profiles').fill(refused.email);
    await expect(table.getByRole('row').filter({ hasText: refused.email })).toBeVisible();
  });

  test('an admin sees the 7-day activity, grants admin rights and revokes them again', async ({
    page,
    request,
    openFreshVisitorPage,
  }) => {
    const colleague = await registerProfessional(request, 'Colleague');
    await openAdminDashboard(page);

    const accountsCreated = page.getByText('Accounts created', { exact: true }).locator('..');
    await expect(accountsCreated.getByText('Last 7 days')).toBeVisible();
    // At least the colleague registered within the week (and the demo accounts at start-up).
    expect(
      Number((await accountsCreated.locator('p').nth(1).innerText()).replace(/,/g, '')),
    ).toBeGreaterThan(0);
    await expect(page.getByText('Sign-ins', { exact: true })).toBeVisible();
    await expect(page.getByText('Accounts created per day')).toBeVisible();
    await expect(page.getByText('Sign-ins per day')).toBeVisible();

    const row = await findProfile(page, colleague);
    await chooseAction(page, colleague, 'Grant admin…');
    await page
      .getByRole('dialog', { name: 'Grant admin rights' })
      .getByRole('button', { name: 'Grant admin' })
      .click();
    await expect(page.getByText(`${colleague.name} is now an admin.`)).toBeVisible();
    await expect(row.getByText('admin', { exact: true })).toBeVisible();

    // The colleague, in a browser of their own, opens the admin dashboard: admins must use
    // two-factor sign-in, so its setup comes first.
    const colleaguePage = await openFreshVisitorPage();
    await signIn(colleaguePage.request, colleague.email, STRONG_PASSWORD);
    await colleaguePage.goto('/admin-dashboard');
    await expect(colleaguePage).toHaveURL(/\/two-factor-setup\?returnTo=%2Fadmin-dashboard$/);
    await expect(colleaguePage.getByText('Admins must use two-factor sign-in')).toBeVisible();

    await chooseAction(page, colleague, 'Revoke admin…');
    await page
      .getByRole('dialog', { name: 'Revoke admin rights' })
      .getByRole('button', { name: 'Revoke admin' })
      .click();
    await expect(page.getByText(`${colleague.name} is no longer an admin.`)).toBeVisible();
    await expect(row.getByText('seller', { exact: true })).toBeVisible();

    await colleaguePage.goto('/admin-dashboard');
    await expect(colleaguePage).toHaveURL('/');
  });

  test('anyone else opening /admin-dashboard lands on the home page, and the API refuses them', async ({
    page,
  }) => {
    await signUp(page.request, 'client');
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL('/');
    const api = await page.request.get('/api/admin/profiles');
    expect(api.status()).toBe(403);
    expect((await api.json()).error.message).toBe('Access denied. Admin privileges required.');
  });
});
