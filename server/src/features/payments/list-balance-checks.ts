import type { BalanceCheck } from '@titletrust/shared';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerBalanceChecks } from '../../db/schema';

const SHOWN = 30;

/** The latest daily balance checks, newest first, each with its difference (provider − ledger). */
export async function listBalanceChecks(db: Database): Promise<{ checks: BalanceCheck[] }> {
  const rows = await db
    .select()
    .from(providerBalanceChecks)
    .orderBy(desc(providerBalanceChecks.checkedAt))
    .limit(SHOWN);
  return {
    checks: rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      currency: row.currency,
      ledgerMinor: row.ledgerMinor.toString(),
      providerMinor: row.providerMinor.toString(),
      differenceMinor: (row.providerMinor - row.ledgerMinor).toString(),
      checkedAt: row.checkedAt.toISOString(),
    })),
  };
}
