import type { CustodialWallet } from '@titletrust/shared';

export const CUSTODY_LABELS: Record<CustodialWallet['provider'], string> = {
  circle: 'Circle developer-controlled wallet, held for you by TitleTrust',
  local: 'TitleTrust test-network custody',
};

/** Test networks carry test tokens only; the page says so, so nobody mistakes them for money. */
export function isTestNetwork(wallet: Pick<CustodialWallet, 'blockchain' | 'network'>): boolean {
  return /amoy|sepolia|test/i.test(`${wallet.blockchain} ${wallet.network}`);
}
