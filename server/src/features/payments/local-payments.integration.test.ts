import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import { localBankAccounts } from '../../db/schema';
import { createLocalPayments, decideLocalCheckout } from './providers/local-payments';
import { PaymentsProviderError } from './providers/payments-provider';

describe('the local payments provider', () => {
  const database = useTestDatabase();
  const provider = () =>
    createLocalPayments(database().db, {
      publicUrl: 'http://localhost:3000',
      settleAfterMs: 300,
      reverseAfterMs: 300,
    });

  const open = async (outcome: 'paid' | 'fails' | 'reversed' | 'processing', number: string) => {
    await database()
      .db.insert(localBankAccounts)
      .values({ bankCode: '058', accountNumber: number, holderName: 'BAKARE TUNDE', outcome });
    return `RCP_058_${number}`;
  };

  it('opens a checkout for the amount plus the fee, once per reference, and records the choice once', async () => {
    const payments = provider();
    const input = {
      reference: 'tt_checkout_1',
      amountMinor: 100_000n,
      currency: 'NGN' as const,
      email: 'ada@example.com',
      callbackUrl: 'http://localhost:3000/wallet/funding/return',
      metadata: {},
    };
    const first = await payments.initializeCheckout(input);
    expect(first).toEqual({
      checkoutUrl: 'http://localhost:3000/pay/local/tt_checkout_1',
      feeMinor: 1_523n,
      reference: 'tt_checkout_1',
    });
    expect(await payments.initializeCheckout(input)).toEqual(first);
    await expect(payments.initializeCheckout({ ...input, amountMinor: 200_000n })).rejects.toThrow(
      'Duplicate transaction reference',
    );

    expect(await payments.verifyCheckout('tt_checkout_1')).toMatchObject({
      status: 'pending',
      chargedMinor: 101_523n,
      paidAt: null,
    });
    await decideLocalCheckout(database().db, 'tt_checkout_1', 'success');
    await decideLocalCheckout(database().db, 'tt_checkout_1', 'failed');
    const paid = await payments.verifyCheckout('tt_checkout_1');
    expect(paid.status).toBe('success');
    expect(paid.paidAt).toBeInstanceOf(Date);
  });

  it('does not know a reference it never opened', async () => {
    const error = await provider()
      .verifyCheckout('tt_nothing')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsProviderError);
    expect((error as PaymentsProviderError).notFound).toBe(true);
  });

  it('resolves the names its bank holds, and says which bank lacks a number', async () => {
    await open('paid', '0123456789');
    expect(
      await provider().resolveAccount({ bankCode: '058', accountNumber: '0123456789' }),
    ).toEqual({ accountName: 'BAKARE TUNDE' });
    await expect(
      provider().resolveAccount({ bankCode: '058', accountNumber: '0000000000' }),
    ).rejects.toThrow('No account with this number at Guaranty Trust Bank');
  });

  it('settles a transfer a moment after it is sent, as the account says', async () => {
    const payments = provider();
    const paid = await open('paid', '1000000001');
    const fails = await open('fails', '1000000002');
    const reversed = await open('reversed', '1000000003');
    const stuck = await open('processing', '1000000004');
    const send = (reference: string, recipient: string) =>
      payments.sendTransfer({
        reference,
        amountMinor: 150_000n,
        currency: 'NGN',
        recipient,
        reason: 'Payout',
      });

    for (const [reference, recipient] of [
      ['po-paid', paid],
      ['po-fails', fails],
      ['po-reversed', reversed],
      ['po-stuck', stuck],
    ] as const)
      expect((await send(reference, recipient)).status).toBe('pending');

    // The same reference is the same transfer; another amount under it is refused.
    expect((await send('po-paid', paid)).transferCode).toBe(
      (await payments.verifyTransfer('po-paid')).transferCode,
    );
    await expect(
      payments.sendTransfer({
        reference: 'po-paid',
        amountMinor: 1n,
        currency: 'NGN',
        recipient: paid,
        reason: 'Payout',
      }),
    ).rejects.toThrow('Duplicate transfer reference');

    await waitFor(
      () => payments.verifyTransfer('po-paid'),
      (transfer) => transfer.status === 'success',
    );
    await waitFor(
      () => payments.verifyTransfer('po-fails'),
      (transfer) => transfer.status !== 'pending',
    );
    expect(await payments.verifyTransfer('po-fails')).toMatchObject({
      status: 'failed',
      reason: 'The receiving bank declined the transfer',
    });
    await waitFor(
      () => payments.verifyTransfer('po-reversed'),
      (transfer) => transfer.status === 'reversed',
    );
    expect((await payments.verifyTransfer('po-stuck')).status).toBe('pending');
  });
});
