import type { Balances } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { balanceTotalMicros, reconcile } from './walletReconciliation';

const balances = (over: Partial<Balances> = {}): Balances => ({
  availableMicros: '0',
  inEscrowMicros: '0',
  incomingEscrowMicros: '0',
  withdrawalPendingMicros: '0',
  ...over,
});
const READ = '2026-01-05T10:00:00.000Z';

describe('reconciling the custodial wallet with the balance', () => {
  it("counts what is the person's: available, their escrow and withdrawals not yet sent", () => {
    const total = balanceTotalMicros(
      balances({
        availableMicros: '350000000',
        inEscrowMicros: '650000000',
        withdrawalPendingMicros: '1',
        // Escrow coming to a professional is not theirs until it is released.
        incomingEscrowMicros: '999000000',
      }),
    );
    expect(total).toBe(1_000_000_001n);
  });

  it('has nothing to compare before the wallet was read from the network', () => {
    expect(reconcile({ usdc: '0', readAt: null }, balances({ availableMicros: '5' }))).toEqual({
      kind: 'unread',
      balanceMicros: 5n,
    });
  });

  it('agrees for a client whose deposit is partly in escrow', () => {
    const client = balances({ availableMicros: '350000000', inEscrowMicros: '650000000' });
    expect(reconcile({ usdc: '1000000000', readAt: READ }, client).kind).toBe('agrees');
  });

  it('finds more on-chain after the client paid a professional through escrow', () => {
    expect(
      reconcile({ usdc: '1000000000', readAt: READ }, balances({ availableMicros: '350000000' })),
    ).toMatchObject({ kind: 'more-on-chain', differenceMicros: 650_000_000n });
  });

  it('finds more in the balance of a professional paid through escrow', () => {
    expect(
      reconcile({ usdc: '0', readAt: READ }, balances({ availableMicros: '432000000' })),
    ).toMatchObject({ kind: 'more-in-balance', differenceMicros: 432_000_000n });
  });
});
