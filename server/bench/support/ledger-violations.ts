import { parseEnv } from '../../src/config/env';
import type { Database } from '../../src/db/client';
import { checkLedger, type LedgerInvariant } from '../../src/features/ledger';
import { createWalletProvider } from '../../src/features/wallets';
import { resolveCustodyKey } from '../../src/platform/server-secrets';

export interface Violations {
  count: number;
  /** How many per invariant broken, e.g. "not_negative 2". */
  summary: string;
}

/**
 * The ledger check `npm run ledger:check` makes (its function, called here rather than its script
 * so the bench can run it after every phase without a process start each time), including the
 * reconciliation of deposits with the wallet provider: the same local custodian the server uses,
 * from the server's own environment and DATA_DIR (where the server wrote its custody key).
 */
export async function ledgerViolations(
  db: Database,
  serverEnv: Record<string, string>,
): Promise<Violations> {
  const env = parseEnv({ NODE_ENV: 'test', ...serverEnv });
  const provider = createWalletProvider(env, db, await resolveCustodyKey(env));
  const { problems } = await checkLedger(db, { provider });
  const byInvariant = new Map<LedgerInvariant, number>();
  for (const { invariant } of problems)
    byInvariant.set(invariant, (byInvariant.get(invariant) ?? 0) + 1);
  return {
    count: problems.length,
    summary: [...byInvariant].map(([invariant, count]) => `${invariant} ${count}`).join(', '),
  };
}
