import { SERVICE_CATEGORIES } from '@titletrust/shared';
import { expect, test } from './support/fixtures';

test.describe('the landing page', () => {
  test('presents the marketplace: header, hero, how it works, benefits, services, reviews, footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/TitleTrust/);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Connect wallet' })).toBeVisible();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Check the land before you pay for it.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/post-gig',
    );

    const steps = page.getByRole('region', { name: 'Three steps from worry to a verified title' });
    for (const step of ['Post your requirements', 'Receive bids', 'Funds held in escrow']) {
      await expect(steps.getByRole('heading', { name: step })).toBeVisible();
    }

    await expect(page.getByRole('heading', { name: 'Escrow on every job' })).toBeVisible();

    // Naira in and out, the fee this installation charges, and USDC beside it.
    const payments = page.getByRole('region', { name: 'Pay and get paid in naira' });
    await expect(payments).toContainText('by card, bank transfer or USSD');
    await expect(payments).toContainText('Professionals withdraw to their own bank account');
    await expect(payments).toContainText('TitleTrust keeps 10 % of the released amount');
    await expect(payments.getByRole('heading', { name: 'USDC if you prefer' })).toBeVisible();

    const services = page.getByRole('region', {
      name: 'Nine ways a professional can protect your purchase',
    });
    for (const service of SERVICE_CATEGORIES) {
      await expect(services.getByRole('heading', { name: service.name })).toBeVisible();
    }

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Payments protected by escrow')).toBeVisible();
    await expect(footer).toContainText('Amounts are in naira');
    await footer.getByRole('link', { name: 'Payments in naira' }).click();
    await expect(
      payments.getByRole('heading', { name: 'Pay and get paid in naira' }),
    ).toBeInViewport();
    await expect(footer.getByRole('link', { name: 'support@titletrust.ng' })).toHaveAttribute(
      'href',
      'mailto:support@titletrust.ng',
    );
    await expect(
      footer.getByRole('navigation', { name: 'Services' }).getByRole('link'),
    ).toHaveCount(SERVICE_CATEGORIES.length);
  });

  // Real reviews reaching the widget (published after a contract, by first name, with service
  // and state) are reviews.spec.ts's; here the widget's words for an installation without any,
  // which the shared e2e database stops being as soon as that spec has run.
  test('says honestly that there are no reviews yet', async ({ page }) => {
    await page.route('**/api/reviews/featured', (route) =>
      route.fulfill({ json: { reviews: [] } }),
    );
    const reviews = page.getByRole('region', { name: 'What clients say after the work is done' });
    await page.goto('/');
    await expect(reviews.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
    await expect(reviews).toContainText('we never write or buy them');
    await expect(reviews.getByRole('article')).toHaveCount(0);
  });

  test('fits a 360 px phone: no sideways scrolling, and the menu holds the account actions', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // From the keyboard: the menu says it is open, and Escape gives the focus back to its button,
    // the first time too (the menu's code loads on that first press).
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
    await openMenu.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openMenu).toBeFocused();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');

    await openMenu.click();
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole('heading', { name: 'Nine ways a professional can protect your purchase' }),
    ).toBeInViewport();
  });
});
