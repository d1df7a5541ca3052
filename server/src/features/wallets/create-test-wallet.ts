import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import type { ProviderWallet, WalletProvider } from './providers/wallet-provider';

/**
 * An admin checks the wallet provider end to end by creating a wallet that belongs to nobody
 * (its ref names the admin). The act is the provider's, outside our database: its audit row is
 * written once the provider made the wallet; a failed call writes none.
 */
export async function createTestWallet(
  deps: { db: Database; provider: WalletProvider },
  act: { adminId: string; ipAddress: string },
): Promise<ProviderWallet> {
  let wallet: ProviderWallet;
  try {
    wallet = await deps.provider.createWallet({
      idempotencyKey: randomUUID(),
      refId: `test:${act.adminId}`,
    });
  } catch (error) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      error instanceof Error ? error.message : String(error),
    );
  }
  await recordAuditEvent(deps.db, {
    action: 'wallet_provider.test_wallets_created',
    actorId: act.adminId,
    subject: { type: 'wallet', id: wallet.id },
    ipAddress: act.ipAddress,
    details: {
      provider: deps.provider.name,
      blockchain: wallet.blockchain,
      address: wallet.address,
    },
  });
  return wallet;
}
