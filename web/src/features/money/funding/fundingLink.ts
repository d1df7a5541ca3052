import { isCurrencyCode, PAGES, type CurrencyCode } from '@titletrust/shared';
import { minorFromText, textFromMinor } from '../../../lib/moneyText';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why the person came to /wallet/funding: a contract that needs this much more, in its currency. */
export interface FundingNeed {
  contractId: string;
  shortfallMinor: string;
  /** The contract's currency: naira is paid into its escrow by checkout (Add naira). */
  currency: CurrencyCode;
}

/** /wallet/funding, carrying the contract, the missing amount and its currency when there is one. */
export function fundingPath(need?: FundingNeed): string {
  if (!need) return PAGES.walletFunding.path;
  const params = new URLSearchParams({
    amount: textFromMinor(need.shortfallMinor, need.currency),
    currency: need.currency,
    contract: need.contractId,
  });
  return `${PAGES.walletFunding.path}?${params.toString()}`;
}

/** What the address bar asks of the funding page: the amount pre-fills the card of its currency. */
export interface FundingRequest {
  /** The amount as text for an amount field, or '' when none (or a malformed one) was given. */
  amountText: string;
  /** The currency the contract needs; undefined when the link named none. */
  currency: CurrencyCode | undefined;
  contractId: string | undefined;
}

/**
 * What the address bar asks of the funding page. Anything malformed is dropped: the amount only
 * pre-fills a field (of the currency named beside it), and the contract id only builds a link
 * back to our own contract page.
 */
export function fundingNeedFrom(params: URLSearchParams): FundingRequest {
  const amount = params.get('amount') ?? '';
  const named = params.get('currency');
  const currency = isCurrencyCode(named) ? named : undefined;
  const contract = params.get('contract') ?? '';
  return {
    amountText:
      currency === undefined || minorFromText(amount, currency) === undefined ? '' : amount,
    currency,
    contractId: UUID.test(contract) ? contract : undefined,
  };
}
