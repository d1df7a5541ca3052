import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userWallets } from '../../db/schema';
import type { ProviderTransfer, WalletProvider } from '../wallets';
import { creditDeposit } from './credit-deposit';

/**
 * An incoming transfer as the provider reports it (poll or webhook), credited to the owner of
 * the wallet it reached: only settled USDC into one of our users' wallets, once per provider
 * transfer id however often it is reported. Returns whether this call credited it.
 */
export async function creditInboundTransfer(
  db: Database,
  provider: Pick<WalletProvider, 'name'>,
  transfer: ProviderTransfer,
): Promise<boolean> {
  const creditable =
    transfer.direction === 'inbound' &&
    transfer.state === 'COMPLETE' &&
    transfer.asset === 'USDC' &&
    transfer.amountMinor > 0n;
  if (!creditable) return false;
  const [owner] = await db
    .select({ userId: userWallets.userId })
    .from(userWallets)
    .where(eq(userWallets.circleWalletId, transfer.walletId));
  if (!owner) return false;
  const result = await db.transaction((tx) =>
    creditDeposit(tx, {
      userId: owner.userId,
      provider: provider.name,
      providerTransferId: transfer.id,
      amountMinor: transfer.amountMinor,
      // The local custodian's only inbound transfers are its faucet's.
      source: provider.name === 'local' ? 'faucet' : 'onchain',
      txHash: transfer.txHash,
    }),
  );
  return result.credited;
}
