import { AMOUNT_TEXT_MESSAGES, ESCROW_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { checkWithdrawal, overAvailableMessage } from './withdrawalForm';

// A real EIP-55 address (from the EIP's own test vectors) and the same with one letter's case flipped.
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const WRONG_CHECKSUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
const AVAILABLE = '630000000';

describe('checking a withdrawal in the browser', () => {
  it('accepts a checksummed address and an amount within the balance, exactly', () => {
    expect(checkWithdrawal({ amount: '250.5', address: ` ${CHECKSUMMED} ` }, AVAILABLE)).toEqual({
      request: { amountMinor: '250500000', destinationAddress: CHECKSUMMED },
    });
    expect(checkWithdrawal({ amount: '630 USDC', address: CHECKSUMMED }, AVAILABLE)).toHaveProperty(
      'request.amountMinor',
      AVAILABLE,
    );
  });

  it('accepts an all-lowercase address, which carries no checksum', () => {
    const lower = CHECKSUMMED.toLowerCase();
    expect(checkWithdrawal({ amount: '10', address: lower }, AVAILABLE)).toHaveProperty(
      'request.destinationAddress',
      lower,
    );
  });

  it('refuses a wrong checksum, a short address and the zero address', () => {
    for (const address of [WRONG_CHECKSUM, '0x1234', 'not an address']) {
      expect(checkWithdrawal({ amount: '10', address }, AVAILABLE)).toEqual({
        errors: { amountMinor: undefined, destinationAddress: ESCROW_MESSAGES.addressInvalid },
      });
    }
    expect(
      checkWithdrawal({ amount: '10', address: `0x${'0'.repeat(40)}` }, AVAILABLE),
    ).toHaveProperty('errors.destinationAddress', ESCROW_MESSAGES.addressZero);
  });

  it("refuses the person's own TitleTrust deposit address, whatever its case", () => {
    expect(
      checkWithdrawal({ amount: '10', address: CHECKSUMMED.toLowerCase() }, AVAILABLE, CHECKSUMMED),
    ).toHaveProperty('errors.destinationAddress', ESCROW_MESSAGES.addressOwnWallet);
  });

  it('refuses amounts that are not USDC, below the minimum or above the balance', () => {
    const amountError = (amount: string) =>
      (checkWithdrawal({ amount, address: CHECKSUMMED }, AVAILABLE) as { errors: object }).errors;
    expect(amountError('')).toHaveProperty('amountMinor', AMOUNT_TEXT_MESSAGES.empty);
    expect(amountError('1.0000001')).toHaveProperty(
      'amountMinor',
      AMOUNT_TEXT_MESSAGES.tooPrecise('USDC'),
    );
    // The wallet sends USDC: a naira amount is refused for its mark, as typed.
    expect(amountError('₦250')).toHaveProperty(
      'amountMinor',
      AMOUNT_TEXT_MESSAGES.otherCurrency('USDC', '₦'),
    );
    expect(amountError('0.99')).toHaveProperty('amountMinor', ESCROW_MESSAGES.withdrawalMin);
    expect(amountError('630.000001')).toHaveProperty(
      'amountMinor',
      overAvailableMessage(AVAILABLE),
    );
  });
});
