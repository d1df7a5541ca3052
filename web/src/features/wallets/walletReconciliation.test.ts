import type { Balances } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import type { CurrencyBalances } from '../../lib/balances';
import { balanceTotalMinor, reconcile } from './walletReconciliation';

const row = (currency: 'NGN' | 'USDC', over: Partial<CurrencyBalances> = {}): CurrencyBalances => ({
  currency,
  availableMinor: '0',
  inEscrowMinor: '0',
  incomingEscrowMinor: '0',
  withdrawalPendingMinor: '0',
  ...over,
});
/** A person's balances with this much USDC, beside a naira row as the server sends it. */
const balances = (over: Partial<CurrencyBalances> = {}): Balances => [
  row('NGN'),
  row('USDC', over),
];
const READ = '2026-01-05T10:00:00.000Z';

describe('reconciling the custodial wallet with the balance', () => {
  it("counts what is the person's: available, their escrow and withdrawals not yet sent", () => {
    const total = balanceTotalMinor(
      row('USDC', {
        availableMinor: '350000000',
        inEscrowMinor: '650000000',
        withdrawalPendingMinor: '1',
        // Escrow coming to a professional is not theirs until it is released.
        incomingEscrowMinor: '999000000',
      }),
    );
    expect(total).toBe(1_000_000_001n);
  });

  it('has nothing to compare before the wallet was read from the network', () => {
    expect(reconcile({ usdc: '0', readAt: null }, balances({ availableMinor: '5' }))).toEqual({
      kind: 'unread',
      balanceMinor: 5n,
    });
  });

  it('agrees for a client whose deposit is partly in escrow', () => {
    const client = balances({ availableMinor: '350000000', inEscrowMinor: '650000000' });
    expect(reconcile({ usdc: '1000000000', readAt: READ }, client).kind).toBe('agrees');
  });

  it('finds more on-chain after the client paid a professional through escrow', () => {
    expect(
      reconcile({ usdc: '1000000000', readAt: READ }, balances({ availableMinor: '350000000' })),
    ).toMatchObject({ kind: 'more-on-chain', differenceMinor: 650_000_000n });
  });

  it('finds more in the balance of a professional paid through escrow', () => {
    expect(
      reconcile({ usdc: '0', readAt: READ }, balances({ availableMinor: '432000000' })),
    ).toMatchObject({ kind: 'more-in-balance', differenceMinor: 432_000_000n });
  });

  it('compares USDC only: naira is never added to what the wallet should hold', () => {
    const withNaira: Balances = [
      row('NGN', { availableMinor: '45000000', inEscrowMinor: '15000000' }),
      row('USDC', { availableMinor: '350000000' }),
    ];
    expect(reconcile({ usdc: '350000000', readAt: READ }, withNaira)).toEqual({
      kind: 'agrees',
      balanceMinor: 350_000_000n,
      onChainMinor: 350_000_000n,
    });
    // Naira only: no USDC row at all, so the wallet should hold nothing.
    expect(reconcile({ usdc: '0', readAt: READ }, [row('NGN', { availableMinor: '5' })]).kind).toBe(
      'agrees',
    );
  });
});
