import type { ContractState, CurrencyCode } from '@titletrust/shared';

/**
 * A contract holds escrow in these states (its milestones are funded in order, so one awaiting
 * funding has none funded after it); in every other state its escrow accounts hold nothing
 * (checkLedger proves it, milestone by milestone).
 */
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
 * milestone's escrow when the contract is made (openEscrowAccount). Its currency is the entry's: an entry
 * moves one currency (postEntry), and each owner has an account per currency.
 */
export type AccountRef =
  | { kind: 'available' | 'withdrawal_hold'; userId: string }
  | { kind: 'escrow'; contractId: string; milestoneId: string }
  | { kind: 'platform_fees' | 'external' };

export const available = (userId: string): AccountRef => ({ kind: 'available', userId });
export const withdrawalHold = (userId: string): AccountRef => ({ kind: 'withdrawal_hold', userId });
/** A milestone's escrow: it holds that milestone's amount from funding until it is paid out. */
export const escrow = (milestone: { contractId: string; milestoneId: string }): AccountRef => ({
  kind: 'escrow',
  ...milestone,
});
export const PLATFORM_FEES: AccountRef = { kind: 'platform_fees' };
export const EXTERNAL: AccountRef = { kind: 'external' };

/** "available:<user>:NGN", "escrow:<milestone>:USDC", "platform_fees:NGN". */
export function accountKey(ref: AccountRef, currency: CurrencyCode): string {
  switch (ref.kind) {
    case 'available':
    case 'withdrawal_hold':
      return `${ref.kind}:${ref.userId}:${currency}`;
    case 'escrow':
      return `escrow:${ref.milestoneId}:${currency}`;
    default:
      return `${ref.kind}:${currency}`;
  }
}
