import pg from 'pg';

/**
 * Moves a delivered milestone's release moment into the past in the e2e app's database, as if
 * the client had let the fourteen days run out: the app's every-minute job then releases it as
 * it would any other. No route can do this, so it goes to the database.
 */
export async function bringAutoReleaseForward(
  contractId: string,
  position: number,
  databaseUrl = process.env.E2E_DATABASE_URL,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE contract_milestones SET auto_release_at = now() - interval '1 second'
       WHERE contract_id = $1 AND position = $2 AND state = 'delivered'`,
      [contractId, position],
    );
    if (rowCount !== 1) throw new Error(`milestone ${position} of ${contractId} is not delivered`);
  } finally {
    await client.end();
  }
}
