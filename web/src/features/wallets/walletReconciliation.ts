import type { Balances } from '@titletrust/shared';
import { balanceIn, type CurrencyBalances } from '../../lib/balances';

/**
 * How the custodial wallet's on-chain USDC compares with the person's USDC balance on TitleTrust
 * (the wallet holds USDC only: naira is held by the payments provider, never compared here).
 * Deposits and withdrawals move both; escrow (funding, release, refund, the fee) moves only
 * the ledger, so the USDC stays on-chain in the wallet it was deposited to (decision 011). The
 * two therefore differ by what the person paid or received through contracts.
 */
export type Reconciliation =
  /** The wallet has not been read from the network yet: nothing to compare. */
  | { kind: 'unread'; balanceMinor: bigint }
  | { kind: 'agrees'; balanceMinor: bigint; onChainMinor: bigint }
  /** More on-chain than the balance: USDC paid through escrow still sits in this wallet. */
  | {
      kind: 'more-on-chain';
      balanceMinor: bigint;
      onChainMinor: bigint;
      differenceMinor: bigint;
    }
  /** A balance above what the wallet holds: USDC received through escrow, held elsewhere. */
  | {
      kind: 'more-in-balance';
      balanceMinor: bigint;
      onChainMinor: bigint;
      differenceMinor: bigint;
    };

/**
 * What the person holds on TitleTrust in one currency: available, their escrow as client, and
 * withdrawals not yet sent (still on-chain until they go). Escrow coming to a professional is
 * not theirs yet.
 */
export function balanceTotalMinor(balances: CurrencyBalances): bigint {
  return (
    BigInt(balances.availableMinor) +
    BigInt(balances.inEscrowMinor) +
    BigInt(balances.withdrawalPendingMinor)
  );
}

export function reconcile(
  onChain: { usdc: string; readAt: string | null },
  balances: Balances,
): Reconciliation {
  const balanceMinor = balanceTotalMinor(balanceIn(balances, 'USDC'));
  if (onChain.readAt === null) return { kind: 'unread', balanceMinor };
  const onChainMinor = BigInt(onChain.usdc);
  if (onChainMinor === balanceMinor) return { kind: 'agrees', balanceMinor, onChainMinor };
  return onChainMinor > balanceMinor
    ? {
        kind: 'more-on-chain',
        balanceMinor,
        onChainMinor,
        differenceMinor: onChainMinor - balanceMinor,
      }
    : {
        kind: 'more-in-balance',
        balanceMinor,
        onChainMinor,
        differenceMinor: balanceMinor - onChainMinor,
      };
}
