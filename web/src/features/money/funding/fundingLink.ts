import { isCurrencyCode, PAGES, type CurrencyCode } from '@titletrust/shared';
import { minorFromText, textFromMinor } from '../../../lib/moneyText';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why the person came to /wallet/funding: a contract that needs this much more. */
export interface FundingNeed {
  contractId: string;
  shortfallMinor: string;
  /** The contract's currency: naira is paid into its escrow by checkout (Add naira). */
  currency: CurrencyCode;
}

/** /wallet/funding, carrying the contract and the missing amount when there is one. */
export function fundingPath(need?: FundingNeed): string {
  if (!need) return PAGES.walletFunding.path;
  const params = new URLSearchParams({
    amount: textFromMinor(need.shortfallMinor, need.currency),
    contract: need.contractId,
    currency: need.currency,
  });
  return `${PAGES.walletFunding.path}?${params.toString()}`;
}

/**
 * What the address bar asks of the funding page. Anything malformed is dropped: the amount only
 * pre-fills a field, and the contract id only builds a link back to our own contract page.
 */
export function fundingNeedFrom(params: URLSearchParams): {
  amountText: string;
  contractId: string | undefined;
  currency: CurrencyCode | undefined;
} {
  const amount = params.get('amount') ?? '';
  const contract = params.get('contract') ?? '';
  const named = params.get('currency');
  const currency = isCurrencyCode(named) ? named : undefined;
  return {
    amountText: minorFromText(amount, currency ?? 'USDC') === undefined ? '' : amount,
    contractId: UUID.test(contract) ? contract : undefined,
    currency,
  };
}
