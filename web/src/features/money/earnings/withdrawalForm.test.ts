import { AMOUNT_TEXT_MESSAGES, ESCROW_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import {
  checkNewAddress,
  checkWithdrawal,
  overAvailableMessage,
  receivesNow,
} from './withdrawalForm';

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

describe('saving a withdrawal address in the browser', () => {
  it('sends the address trimmed, with its label only when one was typed', () => {
    expect(checkNewAddress({ address: ` ${CHECKSUMMED} `, label: '  ' })).toEqual({
      request: { address: CHECKSUMMED },
    });
    expect(checkNewAddress({ address: CHECKSUMMED, label: ' Ledger ' })).toEqual({
      request: { address: CHECKSUMMED, label: 'Ledger' },
    });
  });

  it('refuses a mistyped address, its own wallet and an over-long label, by field', () => {
    expect(checkNewAddress({ address: WRONG_CHECKSUM, label: '' })).toEqual({
      errors: { address: ESCROW_MESSAGES.addressInvalid, label: undefined },
    });
    expect(
      checkNewAddress({ address: CHECKSUMMED, label: '' }, CHECKSUMMED.toLowerCase()),
    ).toHaveProperty('errors.address', ESCROW_MESSAGES.addressOwnWallet);
    expect(checkNewAddress({ address: CHECKSUMMED, label: 'x'.repeat(61) })).toHaveProperty(
      'errors.label',
      'Keep the label to 60 characters or fewer',
    );
  });

  it('offers an address only once its hold has ended', () => {
    const address = {
      id: '5f0c6c39-6c1e-4c8e-9f43-1c1b2d3e4f50',
      address: CHECKSUMMED,
      label: null,
      addedAt: '2026-12-06T14:20:00.000Z',
      receivesFrom: '2026-12-07T14:20:00.000Z',
    };
    expect(receivesNow(address, new Date('2026-12-07T14:19:59.000Z'))).toBe(false);
    expect(receivesNow(address, new Date('2026-12-07T14:20:00.000Z'))).toBe(true);
  });
});
