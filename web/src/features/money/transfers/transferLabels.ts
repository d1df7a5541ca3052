import type { WalletTransfer } from '@titletrust/shared';

export const DIRECTION_LABELS: Record<WalletTransfer['direction'], string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
};

export const SOURCE_LABELS: Record<WalletTransfer['source'], string> = {
  faucet: 'Test faucet',
  onchain: 'Received on-chain',
  payout: 'Sent to an outside address',
};

export const TRANSFER_STATE_LABELS: Record<WalletTransfer['state'], string> = {
  pending: 'Pending',
  complete: 'Complete',
  failed: 'Failed',
};

export const TRANSFER_STATE_COLORS: Record<WalletTransfer['state'], string> = {
  pending: 'yellow',
  complete: 'brand',
  failed: 'red',
};

/** The transfer as a change of the wallet: plus for a deposit, minus for a withdrawal. */
export function signedMinorOf(transfer: Pick<WalletTransfer, 'direction' | 'amountMinor'>) {
  return transfer.direction === 'withdrawal' ? `-${transfer.amountMinor}` : transfer.amountMinor;
}

/** While any transfer is pending the list is asked again, so it settles without a reload. */
export function anyPending(transfers: readonly Pick<WalletTransfer, 'state'>[]): boolean {
  return transfers.some((transfer) => transfer.state === 'pending');
}
