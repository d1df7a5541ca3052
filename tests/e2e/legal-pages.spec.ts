import type { Page } from '@playwright/test';
import { fillRegistrationForm, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { completeProfileDialog } from './support/profileCompletion';
import { installTestWallet } from './support/wallet';

/** The page's draft notice and heading, as a reader meets them. */
async function expectLegalPage(page: Page, title: 'Terms of Service' | 'Privacy Policy') {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · TitleTrust`);
  await expect(page.getByText('Draft for legal review')).toBeVisible();
  await expect(page.getByText(/A Nigerian lawyer will review it before/)).toBeVisible();
}

test.describe('Terms of Service and Privacy Policy', () => {
  test('the footer opens both; their sections can be linked to', async ({ page }) => {
    for (const path of ['/terms', '/privacy']) {
      expect((await page.request.get(path)).status(), path).toBe(200);
    }

    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    await expectLegalPage(page, 'Terms of Service');
    // What happens to the money, with the installation's own fee and auto-release period.
    const fees = page.getByRole('region', { name: /Fees/ });
    await expect(fees).toContainText('platform fee of 10 % of the released amount');
    const escrow = page.getByRole('region', { name: /How escrow works/ });
    await expect(escrow).toContainText('within 14 days of delivery');
    await expect(page.getByRole('region', { name: /Disputes/ })).toContainText(
      'release the escrow to the professional, refund it to the client, or split',
    );
    const money = page.getByRole('region', { name: /Money on TitleTrust today/ });
    await expect(money).toContainText(
      'Amounts on TitleTrust are in naira unless a gig is posted in USDC',
    );
    await expect(money).toContainText('by card, bank transfer or USSD');
    await expect(money).toContainText('at least ₦1,000');
    await expect(fees).toContainText('same on naira and USDC contracts');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expectLegalPage(page, 'Privacy Policy');
    const documents = page.getByRole('region', { name: /Identity documents/ });
    await expect(documents).toContainText('only you and TitleTrust administrators');
    await expect(page.getByRole('region', { name: /Your rights/ })).toContainText(
      'Nigeria Data Protection Act 2023',
    );
    await expect(page.getByRole('link', { name: 'ndpc.gov.ng' })).toBeVisible();

    // The contents link to each section, and a section's address opens on it.
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Cookies and sessions' })
      .click();
    await expect(page).toHaveURL('/privacy#cookies');
    await expect(page.getByRole('heading', { name: /Cookies and sessions/ })).toBeInViewport();
    await page.goto('/terms#disputes');
    await expect(page.getByRole('heading', { level: 2, name: /Disputes/ })).toBeInViewport();
  });

  test('the sign-up checkbox opens them in a new tab, keeping the half-filled form', async ({
    page,
    context,
  }) => {
    await page.goto('/register');
    const email = uniqueEmail('terms');
    await fillRegistrationForm(page, {
      type: 'Client',
      firstName: 'Funmi',
      email,
      phone: '+44 7911 123456',
      agreeToTerms: false,
    });
    const form = page.getByRole('form', { name: 'Registration' });
    const agree = form.getByRole('checkbox', { name: /I agree to the Terms of Service/ });

    for (const title of ['Terms of Service', 'Privacy Policy'] as const) {
      const opened = context.waitForEvent('page');
      await form.getByRole('link', { name: title }).click();
      const tab = await opened;
      await expectLegalPage(tab, title);
      await tab.close();
    }

    // Nothing typed was lost, and following a link did not tick the box for the person.
    await expect(page).toHaveURL('/register');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Funmi');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('+44 7911 123456');
    await expect(agree).not.toBeChecked();

    await agree.check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/buyer-dashboard');
  });

  test('the profile completion modal links to both, in a new tab', async ({ page, context }) => {
    await installTestWallet(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with MetaMask' }).click();
    const dialog = completeProfileDialog(page);
    await dialog.getByLabel('First name', { exact: true }).fill('Emeka');

    const opened = context.waitForEvent('page');
    await dialog.getByRole('link', { name: 'Privacy Policy' }).click();
    const tab = await opened;
    await expectLegalPage(tab, 'Privacy Policy');
    await tab.close();

    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue('Emeka');
    await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
