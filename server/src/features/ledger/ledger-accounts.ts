import type { ContractState } from '@titletrust/shared';

/** Money is held in escrow from funding until the contract is paid out; in every other state its
 * escrow account holds nothing (checkLedger proves it). */
export const ESCROW_HELD_STATES = [
  'active',
  'delivered',
  'disputed',
] as const satisfies readonly ContractState[];

/** The platform's own accounts: created by migration 0006 with these ids. */
export const PLATFORM_ACCOUNT_IDS = {
  platform_fees: '00000000-0000-4000-8000-000000000001',
  external: '00000000-0000-4000-8000-000000000002',
} as const;

/**
 * An account by what it is, not its row id: a person's rows appear on first use, a contract's
 * escrow when the contract is made (openEscrowAccount).
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

export function accountKey(ref: AccountRef): string {
  switch (ref.kind) {
    case 'available':
    case 'withdrawal_hold':
      return `${ref.kind}:${ref.userId}`;
    case 'escrow':
      return `escrow:${ref.contractId}`;
    default:
      return ref.kind;
  }
}
