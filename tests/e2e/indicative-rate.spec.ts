import { signUp } from './support/accounts';
import { expect, test } from './support/fixtures';

// The e2e server runs in demo mode with no network and no NGN_PER_USD_RATE: the demo rate of
// ₦1,528.50 per dollar is stored at start, dated that day (decision 056).
const RATE = /₦1,528\.50 per USD, set by TitleTrust, \d{1,2} [A-Z][a-z]{2} \d{4}/;

test('an indicative naira figure, its source and date, shows beside USDC balances and a contract price', async ({
  page,
  arrangeDeal,
}) => {
  await signUp(page.request, 'client');
  // 1,000 deposited, 650 of it paid into escrow: 350 left.
  const { contractId } = await arrangeDeal({
    stage: 'funded',
    price: 650,
    deposit: 1_000,
    buyer: page.request,
  });

  await page.goto('/wallet');
  // The USDC row of the balances (naira's row stands beside it, with no indicative line).
  const balance = page
    .getByRole('region', { name: 'Your balance', exact: true })
    .getByRole('region', { name: 'Your balance in USDC', exact: true });
  // 350 × 1,528.50 = 534,975; 650 × 1,528.50 = 993,525.
  const available = balance.getByRole('region', { name: 'Available', exact: true });
  await expect(available).toContainText('350.00 USDC');
  await expect(available.getByText(/^≈ ₦534,975 · /)).toContainText(RATE);
  const inEscrow = balance.getByRole('region', { name: 'In escrow', exact: true });
  await expect(inEscrow.getByText(/^≈ ₦993,525 · /)).toBeVisible();
  // Every reader is told it is an indication, never a conversion.
  await expect(available.getByText(/^≈ ₦534,975/)).toContainText(
    'Indicative only: payments are never converted.',
  );
  await available.getByText(/^≈ ₦534,975/).hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Indicative only: payments are never converted.',
  );
  // An empty balance gets no "≈ ₦0".
  const withdrawals = balance.getByRole('region', { name: 'Withdrawals on their way' });
  await expect(withdrawals).toContainText('0.00 USDC');
  await expect(withdrawals).not.toContainText('≈');

  await page.goto(`/contracts/${contractId}`);
  const amounts = page.getByRole('region', { name: 'Amounts' });
  await expect(amounts).toContainText('Contract price650.00 USDC');
  await expect(amounts.getByText(/^≈ ₦993,525 · /)).toContainText(RATE);
});
