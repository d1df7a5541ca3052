import type { Balances } from '@titletrust/shared';

/**
 * How the custodial wallet's on-chain USDC compares with the person's balance on TitleTrust.
 * Deposits and withdrawals move both; escrow (funding, release, refund, the fee) moves only
 * the ledger, so the USDC stays on-chain in the wallet it was deposited to (decision 011). The
 * two therefore differ by what the person paid or received through contracts.
 */
export type Reconciliation =
  /** The wallet has not been read from the network yet: nothing to compare. */
  | { kind: 'unread'; balanceMicros: bigint }
  | { kind: 'agrees'; balanceMicros: bigint; onChainMicros: bigint }
  /** More on-chain than the balance: USDC paid through escrow still sits in this wallet. */
  | {
      kind: 'more-on-chain';
      balanceMicros: bigint;
      onChainMicros: bigint;
      differenceMicros: bigint;
    }
  /** A balance above what the wallet holds: USDC received through escrow, held elsewhere. */
  | {
      kind: 'more-in-balance';
      balanceMicros: bigint;
      onChainMicros: bigint;
      differenceMicros: bigint;
    };

/**
 * What the person holds on TitleTrust: available, their escrow as client, and withdrawals not
 * yet sent (still on-chain until they go). Escrow coming to a professional is not theirs yet.
 */
export function balanceTotalMicros(balances: Balances): bigint {
  return (
    BigInt(balances.availableMicros) +
    BigInt(balances.inEscrowMicros) +
    BigInt(balances.withdrawalPendingMicros)
  );
}

export function reconcile(
  onChain: { usdc: string; readAt: string | null },
  balances: Balances,
): Reconciliation {
  const balanceMicros = balanceTotalMicros(balances);
  if (onChain.readAt === null) return { kind: 'unread', balanceMicros };
  const onChainMicros = BigInt(onChain.usdc);
  if (onChainMicros === balanceMicros) return { kind: 'agrees', balanceMicros, onChainMicros };
  return onChainMicros > balanceMicros
    ? {
        kind: 'more-on-chain',
        balanceMicros,
        onChainMicros,
        differenceMicros: onChainMicros - balanceMicros,
      }
    : {
        kind: 'more-in-balance',
        balanceMicros,
        onChainMicros,
        differenceMicros: balanceMicros - onChainMicros,
      };
}
