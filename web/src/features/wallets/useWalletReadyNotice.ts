import type { WalletState } from '@titletrust/shared';
import { useEffect, useRef } from 'react';
import { notify } from '../../lib/notify';

/**
 * Says once that the wallet is ready when one that was on its way (PENDING, or not there yet:
 * null) turns LIVE while the page is open. A first load says nothing: undefined means "not
 * loaded", and a wallet that is already live is no news.
 */
export function useWalletReadyNotice(state: WalletState | null | undefined) {
  const previous = useRef(state);
  useEffect(() => {
    const wasOnItsWay = previous.current === 'PENDING' || previous.current === null;
    if (wasOnItsWay && state === 'LIVE') notify.success('Your wallet is ready.', 'Wallet created');
    previous.current = state;
  }, [state]);
}
