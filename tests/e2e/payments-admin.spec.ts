import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { demoAccount, signInAsDemo } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * Rows the e2e app (local provider, no Paystack) cannot make itself: a webhook event that failed
 * five times, a Paystack charge waiting for review, and a balance check that found a difference.
 */
async function seed(buyerEmail: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  const tag = randomBytes(6).toString('hex');
  try {
    await client.query(
      `INSERT INTO provider_events (provider, event, reference, payload, state, attempts, last_error)
       VALUES ('paystack', 'charge.success', $1, '{}', 'failed', 5, 'Paystack did not answer')`,
      [`tt_e2e_event_${tag}`],
    );
    await client.query(
      `INSERT INTO payment_checkouts (reference, user_id, provider, amount_minor, fee_minor, purpose,
         checkout_url, state, review_reason)
       SELECT $1, id, 'paystack', 5000000, 85000, 'top_up', 'https://checkout.example/x',
              'needs_review', 'Paystack charged ₦49,000.00, not ₦50,850.00'
       FROM users WHERE email = $2`,
      [`tt_e2e_review_${tag}`, buyerEmail],
    );
    await client.query(
      `INSERT INTO provider_balance_checks (provider, currency, ledger_minor, provider_minor)
       VALUES ('paystack', 'NGN', 10000000, 9850000)`,
    );
  } finally {
    await client.end();
  }
  return { event: `tt_e2e_event_${tag}`, checkout: `tt_e2e_review_${tag}` };
}

test('an admin sees provider events, open payments and balance checks, and retries a failed event', async ({
  page,
}) => {
  const buyer = await demoAccount(page.request, 'buyer');
  const seeded = await seed(buyer.email);
  await signInAsDemo(page.request, 'admin');
  await page.goto('/admin-dashboard');
  await page.getByRole('link', { name: 'Payments and provider events' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payments and provider events' }),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  const events = page.getByRole('table', { name: 'Provider events' });
  const failed = events.getByRole('row').filter({ hasText: seeded.event });
  await expect(failed).toContainText('Paystack did not answer');
  // Retried by hand: with no Paystack checkout of that reference, it is ignored with the reason.
  await failed.getByRole('button', { name: `Retry charge.success ${seeded.event}` }).click();
  await expect(page.getByText('Event ignored')).toBeVisible();
  await expect(failed).toHaveCount(0);

  const payments = page.getByRole('table', { name: 'Open payments' });
  await expect(payments.getByRole('row').filter({ hasText: seeded.checkout })).toContainText(
    'Needs review',
  );
  const checks = page.getByRole('table', { name: 'Balance checks' });
  await expect(checks.getByRole('row').nth(1)).toContainText('−₦1,500.00');
  await expect(page.getByRole('table', { name: 'Open payouts' })).toBeVisible();
});
