import { signInAsDemo, signUp } from './support/accounts';
import { expect, test } from './support/fixtures';

test.describe('the audit trail', () => {
  test('an admin verifies a professional, then finds the decision in the audit trail by its action and the account', async ({
    page,
    request,
  }) => {
    const lastName = `Audited${Math.random().toString(36).slice(2, 8)}`;
    const professional = await signUp(request, 'professional', { firstName: 'Kemi', lastName });
    const name = `Kemi ${lastName}`;

    await signInAsDemo(page.request, 'admin');
    await page.goto('/admin-dashboard');
    await page.getByLabel('Search profiles').fill(professional.email);
    const profiles = page.getByRole('table', { name: 'Profiles' });
    await expect(profiles.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Verify' }).click();
    await expect(page.getByText(`${name} is now verified.`)).toBeVisible();

    const section = page.getByRole('region', { name: 'Audit trail' });
    await section.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Verification status set', exact: true }).click();
    await section.getByLabel('User', { exact: true }).fill(professional.email);

    const trail = section.getByRole('table', { name: 'Audit trail' });
    await expect(trail.getByRole('row')).toHaveCount(2);
    const row = trail.getByRole('row').filter({ hasText: professional.email });
    await expect(row.getByText('Verification status set: verified')).toBeVisible();
    await expect(row.getByText(/\d{4}, \d{2}:\d{2}:\d{2} WAT$/)).toBeVisible();
    await expect(row).toContainText(`Account of ${name}`);
    await expect(section.getByText('1 event', { exact: true })).toBeVisible();

    // The download is the same selection, as a spreadsheet.
    const download = section.getByRole('link', { name: 'Download CSV' });
    await expect(download).toHaveAttribute(
      'href',
      `/api/admin/audit-events.csv?action=verification.status_set&user=${encodeURIComponent(professional.email)}`,
    );
    const csv = await page.request.get((await download.getAttribute('href'))!);
    expect(csv.ok()).toBe(true);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Verification status set: verified');
  });

  test('a user sees their security activity on their profile, empty at first', async ({ page }) => {
    await signUp(page.request, 'client');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Security activity' });
    await expect(section).toBeVisible();
    await expect(section.getByText('No security activity yet')).toBeVisible();
  });
});
