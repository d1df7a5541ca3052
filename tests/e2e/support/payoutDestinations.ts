import { PAYOUT_HOLD_HOURS } from '@titletrust/shared';
import pg from 'pg';

/**
 * Moves the clock of a person's payout destinations (bank accounts, withdrawal addresses) back
 * by `hours` in the e2e app's database, as if they were saved that much earlier: a test that
 * pays out to a destination it just added arranges the day a real owner waits, rather than skip
 * the rule. No route can do this, so it goes to the database: the run's app's (the global
 * setup's) unless a test's own app is named.
 */
export async function ageDestinationsOf(
  email: string,
  {
    hours = PAYOUT_HOLD_HOURS + 1,
    databaseUrl = process.env.E2E_DATABASE_URL,
  }: { hours?: number; databaseUrl?: string } = {},
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const owner = '(SELECT id FROM users WHERE email = $1)';
    await client.query(
      `UPDATE bank_accounts SET created_at = created_at - make_interval(hours => $2)
       WHERE user_id = ${owner}`,
      [email, hours],
    );
    await client.query(
      `UPDATE withdrawal_addresses SET added_at = added_at - make_interval(hours => $2)
       WHERE user_id = ${owner}`,
      [email, hours],
    );
  } finally {
    await client.end();
  }
}
