import type { WalletTransfer } from '@titletrust/shared';
import type { walletTransfers } from '../../db/schema';

export function toWalletTransfer(row: typeof walletTransfers.$inferSelect): WalletTransfer {
  return {
    id: row.id,
    direction: row.direction,
    currency: 'USDC',
    source: row.source,
    amountMinor: row.amountMinor.toString(),
    state: row.state,
    provider: row.provider,
    providerTransferId: row.providerTransferId,
    txHash: row.txHash,
    destinationAddress: row.destinationAddress,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
