import { formatUsdc } from '@titletrust/shared';
import { and, eq } from 'drizzle-orm';
import { walletTransfers } from '../../db/schema';
import type { Tx } from '../../db/client';
import { available, EXTERNAL, postEntry } from '../ledger';
import { notify } from '../notifications';

export interface IncomingTransfer {
  userId: string;
  provider: 'circle' | 'local';
  providerTransferId: string;
  amountMinor: bigint;
  source: 'faucet' | 'onchain';
  txHash: string | null;
}

/**
 * Credits USDC that arrived in a user's custodial wallet to their available balance, once per
 * provider transfer id however often it is reported (faucet answer, webhook, poll). Returns the
 * transfer row and whether this call credited it.
 */
export async function creditDeposit(tx: Tx, incoming: IncomingTransfer) {
  const [created] = await tx
    .insert(walletTransfers)
    .values({
      userId: incoming.userId,
      direction: 'deposit',
      provider: incoming.provider,
      providerTransferId: incoming.providerTransferId,
      source: incoming.source,
      amountMinor: incoming.amountMinor,
      txHash: incoming.txHash,
      state: 'complete',
    })
    .onConflictDoNothing({ target: [walletTransfers.provider, walletTransfers.providerTransferId] })
    .returning();
  if (!created) {
    const [existing] = await tx
      .select()
      .from(walletTransfers)
      .where(
        and(
          eq(walletTransfers.provider, incoming.provider),
          eq(walletTransfers.providerTransferId, incoming.providerTransferId),
        ),
      );
    return { transfer: existing!, credited: false };
  }
  await postEntry(tx, {
    // The wallet rail carries USDC only.
    currency: 'USDC',
    kind: 'deposit',
    lines: [
      { account: EXTERNAL, amount: -incoming.amountMinor },
      { account: available(incoming.userId), amount: incoming.amountMinor },
    ],
    userId: incoming.userId,
    transferId: created.id,
    memo: incoming.source === 'faucet' ? 'Test USDC from the faucet' : 'USDC received',
  });
  await notify(tx, [
    {
      userId: incoming.userId,
      type: 'deposit_received',
      title: 'Funds received',
      body: `${formatUsdc(incoming.amountMinor)} is now in your available balance.`,
      href: '/wallet/transactions',
    },
  ]);
  return { transfer: created, credited: true };
}
