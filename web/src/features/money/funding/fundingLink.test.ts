import { describe, expect, it } from 'vitest';
import { fundingNeedFrom, fundingPath } from './fundingLink';

const contractId = '7b0c7a4e-0d3b-4a53-9a3e-2f4f4f0b1c2d';

describe('the link to /wallet/funding', () => {
  it('is the plain page without a need', () => {
    expect(fundingPath()).toBe('/wallet/funding');
  });

  it('carries the missing amount in USDC and the contract, and reads them back', () => {
    const path = fundingPath({ contractId, shortfallMinor: '200500000', currency: 'USDC' });
    expect(path).toBe(`/wallet/funding?amount=200.50&currency=USDC&contract=${contractId}`);
    const params = new URLSearchParams(path.split('?')[1]);
    expect(fundingNeedFrom(params)).toEqual({ amountText: '200.50', currency: 'USDC', contractId });
  });

  it('carries a naira shortfall in naira, to the kobo', () => {
    const path = fundingPath({ contractId, shortfallMinor: '35000050', currency: 'NGN' });
    const params = new URLSearchParams(path.split('?')[1]);
    expect(fundingNeedFrom(params)).toEqual({
      amountText: '350,000.50',
      currency: 'NGN',
      contractId,
    });
  });

  it('drops a malformed amount, currency or contract id', () => {
    const params = new URLSearchParams('amount=lots&currency=USDC&contract=../../admin');
    expect(fundingNeedFrom(params)).toEqual({
      amountText: '',
      currency: 'USDC',
      contractId: undefined,
    });
    // An amount means nothing without its currency.
    expect(fundingNeedFrom(new URLSearchParams('amount=200&currency=EUR'))).toEqual({
      amountText: '',
      currency: undefined,
      contractId: undefined,
    });
  });
});
