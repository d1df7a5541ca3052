import type { Locator, Page } from '@playwright/test';
import { signInAsDemo, signInThroughForm, signUp, STRONG_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { faucet, newApiClient } from './support/moneyFlows';

/** The wallet may still be finishing when /wallet first asks: the page polls every 5 s. */
const WALLET_READY_TIMEOUT = 15_000;
// What a page draws after its first paint (the signed-in header's tools) and the admin's panels,
// which read several figures per currency: on a busy two-core machine they can take longer than
// the default wait, as the wallet does.
const LATE_PART_TIMEOUT = 20_000;

/**
 * The compact balance in the header, by the USDC figure it shows: naira's, at zero for these
 * USDC-only people, comes first and apart, never added to it.
 */
const headerBalance = (page: Page, usdc: string) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: `Your balance: ₦0.00 and ${usdc} available`, exact: true });

/** A balance card of the USDC row of the "Your balance" headline, which shows exactly `value`. */
const expectBalance = (page: Page, label: string, value: string) =>
  expect(
    page
      .getByRole('region', { name: 'Your balance in USDC', exact: true })
      .getByRole('region', { name: label, exact: true })
      .getByText(value, { exact: true }),
  ).toBeVisible();

/** "1,234.50 USDC" as a number of USDC. */
const usdcIn = async (locator: Locator) =>
  Number(/([\d,]+\.\d+) USDC/.exec(await locator.innerText())![1]!.replace(/,/g, ''));

test.describe('one balance everywhere', () => {
  test('a client sees the same available figure in the header, on /payments, /wallet and the funding page', async ({
    page,
    arrangeDeal,
  }) => {
    await signUp(page.request, 'client');
    // 1,000 deposited, 650 of it paid into escrow: 350 left to spend.
    await arrangeDeal({ stage: 'funded', price: 650, deposit: 1_000, buyer: page.request });

    await page.goto('/payments');
    await expect(headerBalance(page, '350.00 USDC')).toBeVisible({ timeout: LATE_PART_TIMEOUT });
    await expectBalance(page, 'Available', '350.00 USDC');
    await expectBalance(page, 'In escrow', '650.00 USDC');

    await headerBalance(page, '350.00 USDC').click();
    await expect(page).toHaveURL('/wallet');
    await expectBalance(page, 'Available', '350.00 USDC');
    await expectBalance(page, 'In escrow', '650.00 USDC');
    // The custodial wallet is where the money is held, its on-chain USDC set against the
    // balance: the 650 in escrow has not left it.
    const onChain = page.getByRole('region', { name: 'On-chain in your custodial wallet' });
    await expect(onChain.getByRole('group', { name: 'USDC on-chain' })).toContainText(
      '1,000.00 USDC',
      { timeout: WALLET_READY_TIMEOUT },
    );
    await expect(onChain).toContainText('Held for you by TitleTrust');
    await expect(onChain).toContainText(
      'They agree: all of your USDC balance is held in this wallet.',
    );

    await page
      .getByRole('navigation', { name: 'Wallet pages' })
      .getByRole('link', { name: 'Fund your wallet' })
      .click();
    await expect(page).toHaveURL('/wallet/funding');
    await expectBalance(page, 'Available', '350.00 USDC');
    // A movement made here reaches the header at once, from the faucet's answer.
    const form = page.getByRole('form', { name: 'Test USDC faucet' });
    await form.getByLabel('Amount (USDC)').fill('100');
    await form.getByRole('button', { name: 'Get test USDC' }).click();
    await expect(headerBalance(page, '450.00 USDC')).toBeVisible({ timeout: LATE_PART_TIMEOUT });
    await expectBalance(page, 'Available', '450.00 USDC');
  });

  test('a professional paid through escrow sees the balance in the header, on /earnings and on /wallet, reconciled with the wallet', async ({
    page,
    arrangeDeal,
  }) => {
    await signUp(page.request, 'professional');
    // 480 released, less the 10 % fee: 432.
    await arrangeDeal({ stage: 'released', price: 480, deposit: 500, seller: page.request });

    await page.goto('/earnings');
    await expect(headerBalance(page, '432.00 USDC')).toBeVisible({ timeout: LATE_PART_TIMEOUT });
    await expectBalance(page, 'Available', '432.00 USDC');
    await expectBalance(page, 'Coming to you from escrow', '0.00 USDC');

    await headerBalance(page, '432.00 USDC').click();
    await expect(page).toHaveURL('/wallet');
    await expectBalance(page, 'Available', '432.00 USDC');
    const onChain = page.getByRole('region', { name: 'On-chain in your custodial wallet' });
    await expect(onChain).toContainText('Read from the network just now', {
      timeout: WALLET_READY_TIMEOUT,
    });
    await expect(onChain.getByRole('group', { name: 'USDC on-chain' })).toContainText('0.00 USDC');
    await expect(onChain).toContainText(
      'Your USDC balance is 432.00 USDC more than this wallet holds: escrow settles on TitleTrust',
    );
    await expect(page.getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/earnings');

    // On a phone the header keeps the balance, shortened to the currency with money, and fits.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(headerBalance(page, '432.00 USDC')).toHaveText('432.00 USDC');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
  });

  test('the header shows the balance of whoever is signed in, not of the one before', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signUp(page.request, 'client');
    await faucet(page.request, 75);
    const other = await newApiClient(playwright, baseURL!);
    const next = await signUp(other, 'client', { firstName: 'Chidi' });
    await faucet(other, 20);
    await other.dispose();

    await page.goto('/buyer-dashboard');
    await expect(headerBalance(page, '75.00 USDC')).toBeVisible({ timeout: LATE_PART_TIMEOUT });
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Your balance/ })).toHaveCount(
      0,
    );

    // In the same page, without a reload that would forget everything anyway.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await signInThroughForm(page, next.email, STRONG_PASSWORD);
    await expect(page).toHaveURL('/buyer-dashboard');
    await expect(headerBalance(page, '20.00 USDC')).toBeVisible({ timeout: LATE_PART_TIMEOUT });
  });
});

test.describe("the admin's platform money", () => {
  test('an admin sees the escrow held now and the fees earned, beside the 7-day activity', async ({
    page,
    adminApi,
    arrangeDeal,
  }) => {
    const stats = async () =>
      (await (await adminApi.get('/api/admin/stats')).json()) as {
        money: { currency: string; feesEarnedMinor: string; feesEarnedInWindowMinor: string }[];
      };
    const usdcMoney = async () =>
      (await stats()).money.find((entry) => entry.currency === 'USDC') ?? {
        feesEarnedMinor: '0',
        feesEarnedInWindowMinor: '0',
      };
    const before = await usdcMoney();
    // One deal holds 700 in escrow; another paid out 500, of which the platform kept 50.
    await arrangeDeal({ stage: 'funded', price: 700, deposit: 700 });
    await arrangeDeal({ stage: 'released', price: 500, deposit: 500 });

    await signInAsDemo(page.request, 'admin');
    await page.goto('/admin-dashboard');
    // A card set per currency, never summed: this deal's money is in the USDC set.
    await expect(page.getByRole('region', { name: 'Platform money in Naira' })).toBeVisible({
      timeout: LATE_PART_TIMEOUT,
    });
    const card = (label: string) =>
      page
        .getByRole('region', { name: 'Platform money in USDC', exact: true })
        .getByRole('region', { name: label, exact: true });
    // Other tests move money at the same time: escrow held counts at least this deal's 700,
    // and fees only ever grow, by at least this payout's 50.
    await expect(card('Escrow held now')).toContainText('USDC');
    expect(await usdcIn(card('Escrow held now'))).toBeGreaterThanOrEqual(700);
    await expect(card('Escrow held now')).toContainText(/For \d+ funded contracts?/);
    const feesBefore = Number(before.feesEarnedMinor) / 1e6;
    const weekBefore = Number(before.feesEarnedInWindowMinor) / 1e6;
    expect(await usdcIn(card('Fees earned'))).toBeGreaterThanOrEqual(feesBefore + 50);
    expect(await usdcIn(card('Fees earned, last 7 days'))).toBeGreaterThanOrEqual(weekBefore + 50);

    // The fees by day: seven days, today's bar holding at least this payout's fee.
    const chart = page.getByRole('img', { name: /^Fees earned per day in USDC\./ });
    await expect(chart).toBeVisible();
    const today = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(),
    );
    const described = (await chart.getAttribute('aria-label'))!;
    expect(described.split(', ').length).toBeGreaterThanOrEqual(7);
    const todaysFees = new RegExp(`${today}: ([\\d,]+\\.\\d+) USDC`).exec(described);
    expect(todaysFees, described).not.toBeNull();
    expect(Number(todaysFees![1]!.replace(/,/g, ''))).toBeGreaterThanOrEqual(50);
    // Beside the 7-day account figures.
    await expect(page.getByText('Accounts created per day')).toBeVisible();
  });
});
