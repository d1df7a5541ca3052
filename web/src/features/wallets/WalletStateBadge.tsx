import { Badge } from '@mantine/core';
import type { WalletState } from '@titletrust/shared';

const STATE_COLORS: Record<WalletState, string> = {
  LIVE: 'green',
  PENDING: 'yellow',
  FROZEN: 'red',
};

export const WALLET_STATE_DESCRIPTIONS: Record<WalletState, string> = {
  LIVE: 'Live: ready to receive and pay',
  PENDING: 'Pending: the wallet is still being created',
  FROZEN: 'Frozen: payments in and out are paused',
};

export function WalletStateBadge({ state }: { state: WalletState }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="light" title={WALLET_STATE_DESCRIPTIONS[state]}>
      {state}
    </Badge>
  );
}
