import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAsDemo, signUp } from './support/accounts';
import { availableMinor, faucet, minor } from './support/moneyFlows';
import { ageDestinationsOf } from './support/payoutDestinations';

// EIP-55's own example address, and the same address with one letter's case flipped.
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const WRONG_CHECKSUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
const ADDRESS_INVALID =
  'Enter a valid Ethereum address (0x followed by 40 hexadecimal characters, with a correct checksum)';

/** From 360 px up nothing pushes the page sideways (wide tables scroll inside their card). */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);
}

/** A balance card of the USDC row of "Your balance", which shows exactly `value`. */
const expectUsdcBalance = (page: Page, label: string, value: string) =>
  expect(
    page
      .getByRole('region', { name: 'Your balance in USDC', exact: true })
      .getByRole('region', { name: label, exact: true })
      .getByText(value, { exact: true }),
  ).toBeVisible();

/** A dashboard figure: the card labelled `label` shows exactly `value`. */
const expectStat = (page: Page, label: string, value: string) =>
  expect(
    page.getByRole('region', { name: label, exact: true }).getByText(value, { exact: true }),
  ).toBeVisible();

test.describe('earnings and withdrawals', () => {
  test('a professional sees released earnings less the fee and withdraws to an outside address', async ({
    page,
    arrangeDeal,
  }) => {
    const professional = await signUp(page.request, 'professional');
    await arrangeDeal({
      stage: 'released',
      price: 700,
      deposit: 1_000,
      seller: page.request,
    });

    await page.goto('/earnings');
    await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await expectStat(page, 'Total earned', '630.00 USDC');
    await expectStat(page, 'Fees paid', '70.00 USDC');
    await expectUsdcBalance(page, 'Available', '630.00 USDC');
    await expectUsdcBalance(page, 'Coming to you from escrow', '0.00 USDC');
    // Naira stays its own row, at zero: nothing is added across currencies.
    await expect(
      page
        .getByRole('region', { name: 'Your balance in Naira', exact: true })
        .getByRole('region', { name: 'Available', exact: true }),
    ).toContainText('₦0.00');
    const chart = page.getByRole('figure', { name: 'Released earnings by month in USDC' });
    await expect(chart).toBeVisible();
    await expect(chart).toContainText('630.00 USDC earned, 70.00 USDC in fees');
    await expect(chart.locator('path.recharts-rectangle').first()).toBeVisible();

    // The address is saved first; it can receive a day later (the day passes in the database).
    const addresses = page.getByRole('form', { name: 'Add a withdrawal address' });
    await addresses.getByLabel('Address', { exact: true }).fill(CHECKSUMMED);
    await addresses.getByLabel('Label (optional)').fill('My exchange');
    await addresses.getByRole('button', { name: 'Add address' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Address saved' })).toContainText(
      /can receive withdrawals from \d{1,2} \w{3,4}, \d\d:\d\d \(Lagos time\)/,
    );
    const saved = page
      .getByRole('list', { name: 'Your withdrawal addresses' })
      .getByRole('listitem', { name: 'My exchange' });
    await expect(saved).toContainText(CHECKSUMMED);
    await expect(saved).toContainText(/Can receive from .* \(Lagos time\)/);
    await ageDestinationsOf(professional.email);
    await page.reload();
    await expect(saved).toContainText('Can receive withdrawals now');

    const form = page.getByRole('form', { name: 'Withdraw USDC' });
    await form.getByLabel('Amount (USDC)').fill('250');
    await form.getByLabel('To address').click();
    await page.getByRole('option', { name: /^My exchange · 0x5aAeb6/ }).click();
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
    await expect(dialog).toContainText(CHECKSUMMED);
    await dialog.getByRole('button', { name: 'Send 250.00 USDC' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Withdrawal requested' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel('Amount (USDC)')).toHaveValue('');

    const withdrawal = page
      .getByRole('list', { name: 'Withdrawals' })
      .getByRole('listitem', { name: 'Withdrawal of 250.00 USDC' });
    await expect(withdrawal).toContainText('Pending');
    await expect(withdrawal).toContainText(CHECKSUMMED);
    await expectUsdcBalance(page, 'Withdrawals on their way', '250.00 USDC');
    await expectUsdcBalance(page, 'Available', '380.00 USDC');

    // The local custodian settles after about two seconds; the page asks again on its own.
    await expect(withdrawal).toContainText('Complete', { timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Withdrawal complete' })).toBeVisible();
    await expectUsdcBalance(page, 'Withdrawals on their way', '0.00 USDC');
    await expectUsdcBalance(page, 'Available', '380.00 USDC');
    await expectNoSidewaysScroll(page);
  });

  test('a professional without USDC sees naira only: no USDC balance row and no USDC withdrawal', async ({
    page,
  }) => {
    await signUp(page.request, 'professional', { firstName: 'Ngozi' });
    await page.goto('/earnings');
    await expect(page.getByText('No earnings yet', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Your balance in Naira', exact: true })
        .getByRole('region', { name: 'Available', exact: true }),
    ).toContainText('₦0.00');
    await expect(page.getByRole('region', { name: 'Your balance in USDC' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Withdraw USDC' })).toHaveCount(0);
    // Drawn after the first paint: on a busy two-core machine it can take longer than the default.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Your balance: ₦0.00 available' }),
    ).toBeVisible({ timeout: 20_000 });
  });

  test('a mistyped address is caught in the browser and nothing is sent', async ({ page }) => {
    await signUp(page.request, 'professional', { firstName: 'Bisi' });
    // Some test USDC, so the USDC withdrawal is offered.
    await faucet(page.request, 5);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/wallet\/withdrawal/.test(request.url()))
        sent.push(request.url());
    });

    await page.goto('/earnings');
    await expect(page.getByText('No earnings yet', { exact: true })).toBeVisible();
    const addresses = page.getByRole('form', { name: 'Add a withdrawal address' });
    const address = addresses.getByLabel('Address', { exact: true });
    await address.fill(WRONG_CHECKSUM);
    await addresses.getByRole('button', { name: 'Add address' }).click();
    await expect(addresses.getByText(ADDRESS_INVALID)).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');

    const form = page.getByRole('form', { name: 'Withdraw USDC' });
    await form.getByLabel('Amount (USDC)').fill('10');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(
      form.getByText('You can withdraw at most 5.00 USDC: that is your available balance.'),
    ).toBeVisible();
    await expect(
      form.getByText('Choose one of your saved addresses, or add one first'),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(sent).toEqual([]);
  });
});

test.describe('payments', () => {
  test('lists every movement, filters by kind and date in the address bar, and exports them', async ({
    page,
    arrangeDeal,
  }) => {
    await signUp(page.request, 'client');
    const deal = await arrangeDeal({
      stage: 'funded',
      price: 700,
      deposit: 1_000,
      buyer: page.request,
    });

    await page.goto('/payments');
    await expectUsdcBalance(page, 'Available', '300.00 USDC');
    await expectUsdcBalance(page, 'In escrow', '700.00 USDC');
    const table = page.getByRole('table', { name: 'Money movements' });
    const funded = table.getByRole('row').filter({ hasText: 'Escrow funded' });
    await expect(funded).toContainText('\u2212700.00 USDC');
    await expect(funded).toContainText('+700.00 USDC'); // into the client's escrow
    await expect(funded.getByRole('link', { name: deal.title })).toHaveAttribute(
      'href',
      `/contracts/${deal.contractId}`,
    );
    await expect(table.getByRole('row').filter({ hasText: 'Deposit' })).toContainText(
      '+1,000.00 USDC',
    );
    const csv = page.getByRole('link', { name: 'Export CSV' });
    await expect(csv).toHaveAttribute('href', '/api/money/movements.csv');

    // USDC only (naira at zero): no currency to choose between.
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/[?&]kind=deposit/);
    await expect(table.getByRole('row').filter({ hasText: 'Escrow funded' })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: 'Deposit' })).toHaveCount(1);

    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(today);
    await expect(page).toHaveURL(new RegExp(`[?&]from=${today}`));
    await expect(csv).toHaveAttribute(
      'href',
      `/api/money/movements.csv?kind=deposit&from=${today}`,
    );

    // A reload keeps the filters; the export holds exactly what the page lists.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveValue('Deposit');
    await expect(table.getByRole('row').filter({ hasText: 'Deposit' })).toHaveCount(1);
    const exported = await (await page.request.get((await csv.getAttribute('href'))!)).text();
    expect(exported).toContain('Deposit');
    expect(exported).toContain('1000');
    expect(exported).not.toContain('Escrow funded');

    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByLabel('To', { exact: true }).fill('2001-01-31');
    await expect(page.getByText('No movements match', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/payments');
    await expect(table.getByRole('row').filter({ hasText: 'Escrow funded' })).toHaveCount(1);
    // Phones get one card per movement instead of the wide table.
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('list', { name: 'Money movements' })).toContainText(
      'Escrow funded',
    );
  });
});

test('a client sees the escrow they paid released to the professional', async ({
  page,
  arrangeDeal,
}) => {
  await signUp(page.request, 'client');
  const deal = await arrangeDeal({
    stage: 'released',
    price: 700,
    deposit: 700,
    buyer: page.request,
  });

  await page.goto('/payments?kind=release');
  const released = page
    .getByRole('table', { name: 'Money movements' })
    .getByRole('row')
    .filter({ hasText: 'Escrow released' });
  await expect(released).toContainText(deal.title);
  await expect(released).toContainText('\u2212700.00 USDC');
  const exported = await (await page.request.get('/api/money/movements.csv?kind=release')).text();
  const [header, row] = exported.split('\r\n');
  expect(header).toContain('Currency,Available change');
  expect(row).toContain('USDC');
  expect(exported).toContain(',-700,');
});

test.describe('disputes', () => {
  test('an admin splits a disputed escrow and each side is paid its part', async ({
    page,
    arrangeDeal,
  }) => {
    const deal = await arrangeDeal({
      stage: 'disputed',
      price: 700,
      deposit: 1_000,
    });
    await signInAsDemo(page.request, 'admin');
    await page.goto('/admin-dashboard');

    const dispute = page.getByRole('article', { name: deal.title });
    // The admin's panels read many figures at once: wait for this dispute before measuring.
    await expect(dispute).toBeVisible({ timeout: 20_000 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(dispute).toContainText('The survey plan was never charted');
    await expect(dispute).toContainText('The registry was closed for a week');
    await expect(dispute).toContainText('700.00 USDC');
    const delivery = dispute.getByRole('region', { name: 'Delivery 1' });
    await expect(delivery).toContainText('Certificate of Occupancy is genuine');
    await expect(delivery.getByRole('list', { name: 'Checklist answers' })).toContainText(
      "Governor's Consent",
    );

    const form = dispute.getByRole('form', { name: `Decide the dispute on ${deal.title}` });
    await form.getByRole('radio', { name: 'Split between them' }).check();
    await form.getByLabel('To the professional (USDC)').fill('400');
    await form.getByLabel('To the client (USDC)').fill('250');
    await expect(form).toContainText('50.00 USDC still to assign.');
    await form
      .getByLabel('Note to both parties')
      .fill('The survey search is missing; the rest is done.');
    await form.getByRole('button', { name: 'Resolve dispute' }).click();
    await expect(
      form.getByText('The two parts of a split must add up exactly to the amount held in escrow'),
    ).toHaveCount(2);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await form.getByLabel('To the client (USDC)').fill('300');
    const outcome =
      'The professional receives 360.00 USDC (after the 40.00 USDC platform fee); the client gets 300.00 USDC back.';
    await expect(form).toContainText(outcome);
    await form.getByRole('button', { name: 'Resolve dispute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve this dispute?' });
    await expect(dialog).toContainText(outcome);
    await dialog.getByRole('button', { name: 'Resolve and move the escrow' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'resolved' })).toContainText(deal.title);
    await expect(dispute).toHaveCount(0);

    // 1,000 deposited − 700 into escrow + 300 back; 400 less the 10 % fee to the professional.
    expect(await availableMinor(deal.buyer)).toBe(minor(600));
    expect(await availableMinor(deal.seller)).toBe(minor(360));
  });
});
