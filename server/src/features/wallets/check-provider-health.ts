import { count, eq } from 'drizzle-orm';
import { userWallets } from '../../db/schema';
import type { WalletDeps } from './ensure-custodial-wallet';

/** For /wallet/test: is the provider reachable with our credentials, and what is waiting on it. */
export async function checkProviderHealth({ db, provider }: Pick<WalletDeps, 'db' | 'provider'>) {
  const started = performance.now();
  let ok = true;
  let detail: string;
  try {
    detail = await provider.checkHealth();
  } catch (error) {
    ok = false;
    detail = error instanceof Error ? error.message : String(error);
  }
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const [pending] = await db
    .select({ total: count() })
    .from(userWallets)
    .where(eq(userWallets.walletState, 'PENDING'));
  return { provider: provider.name, ok, detail, latencyMs, pendingWallets: pending?.total ?? 0 };
}
