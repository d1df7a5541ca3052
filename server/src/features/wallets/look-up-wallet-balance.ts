import type { balanceLookupSchema } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { userWallets } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import {
  NETWORK_LABELS,
  WalletNotFoundError,
  type WalletProvider,
} from './providers/wallet-provider';

/**
 * An admin reads any wallet's balances straight from the provider, by its id and address. It
 * moves nothing, but it looks into someone's wallet, so it is recorded: once the provider has
 * answered, naming the wallet's owner when the wallet is one of ours. A failed read writes none.
 */
export async function lookUpWalletBalance(
  deps: { db: Database; provider: WalletProvider },
  wallet: z.output<typeof balanceLookupSchema>,
  act: { adminId: string; ipAddress: string },
) {
  let balances;
  try {
    balances = await deps.provider.getBalances({ id: wallet.walletId, address: wallet.address });
  } catch (error) {
    if (error instanceof WalletNotFoundError) throw new AppError('NOT_FOUND', error.message);
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      error instanceof Error ? error.message : String(error),
    );
  }
  const [owner] = await deps.db
    .select({ userId: userWallets.userId })
    .from(userWallets)
    .where(eq(userWallets.circleWalletId, wallet.walletId));
  await recordAuditEvent(deps.db, {
    action: 'wallet_provider.balances_refreshed',
    actorId: act.adminId,
    userId: owner?.userId ?? null,
    subject: { type: 'wallet', id: wallet.walletId },
    ipAddress: act.ipAddress,
    details: { provider: deps.provider.name, address: wallet.address },
  });
  const { nativeSymbol } = NETWORK_LABELS[deps.provider.blockchain] ?? { nativeSymbol: 'native' };
  return { usdc: balances.usdc.toString(), native: balances.native.toString(), nativeSymbol };
}
