import { describe, expect, it } from 'vitest';
import { fundingNeedFrom, fundingPath } from './fundingLink';

const contractId = '7b0c7a4e-0d3b-4a53-9a3e-2f4f4f0b1c2d';

describe('the link to /wallet/funding', () => {
  it('is the plain page without a need', () => {
    expect(fundingPath()).toBe('/wallet/funding');
  });

  it('carries the missing amount as USDC and the contract, and reads them back', () => {
    const path = fundingPath({ contractId, shortfallMinor: '200500000' });
    expect(path).toBe(`/wallet/funding?amount=200.5&contract=${contractId}`);
    const params = new URLSearchParams(path.split('?')[1]);
    expect(fundingNeedFrom(params)).toEqual({ amountText: '200.5', contractId });
  });

  it('drops a malformed amount or contract id', () => {
    const params = new URLSearchParams('amount=lots&contract=../../admin');
    expect(fundingNeedFrom(params)).toEqual({ amountText: '', contractId: undefined });
  });
});
