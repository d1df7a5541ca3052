import type { ContractState, CurrencyCode } from '@titletrust/shared';

/** Money is held in escrow from funding until the contract is paid out; in every other state its
 * escrow account holds nothing (checkLedger proves it). */
export const ESCROW_HELD_STATES = [
  'active',
  'delivered',
  'disputed',
] as const satisfies readonly ContractState[];

/** The platform's own accounts, one pair per currency: created by migrations 0006 and 0033. */
export const PLATFORM_ACCOUNT_IDS = {
  USDC: {
    platform_fees: '00000000-0000-4000-8000-000000000001',
    external: '00000000-0000-4000-8000-000000000002',
  },
  NGN: {
    platform_fees: '00000000-0000-4000-8000-000000000003',
    external: '00000000-0000-4000-8000-000000000004',
  },
} as const satisfies Record<CurrencyCode, Record<'platform_fees' | 'external', string>>;

/**
 * An account by what it is, not its row id: a person's rows appear on first use, a contract's
 * escrow when the contract is made (openEscrowAccount). Its currency is the entry's: an entry
 * moves one currency (postEntry), and each owner has an account per currency.
 */
export type AccountRef =
  | { kind: 'available' | 'withdrawal_hold'; userId: string }
  | { kind: 'escrow'; contractId: string }
  | { kind: 'platform_fees' | 'external' };

export const available = (userId: string): AccountRef => ({ kind: 'available', userId });
export const withdrawalHold = (userId: string): AccountRef => ({ kind: 'withdrawal_hold', userId });
export const escrow = (contractId: string): AccountRef => ({ kind: 'escrow', contractId });
export const PLATFORM_FEES: AccountRef = { kind: 'platform_fees' };
export const EXTERNAL: AccountRef = { kind: 'external' };

/** "available:<user>:NGN", "escrow:<contract>:USDC", "platform_fees:NGN". */
export function accountKey(ref: AccountRef, currency: CurrencyCode): string {
  switch (ref.kind) {
    case 'available':
    case 'withdrawal_hold':
      return `${ref.kind}:${ref.userId}:${currency}`;
    case 'escrow':
      return `escrow:${ref.contractId}:${currency}`;
    default:
      return `${ref.kind}:${currency}`;
  }
}
