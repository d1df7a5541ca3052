import { PAYMENTS_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { PaymentsProviderError } from '../payments-provider';
import { PaystackCallError, type PaystackRefusal } from './paystack-client';
import { inOurWords, isDuplicateReference, translateRefusal } from './paystack-messages';

const refused = (httpStatus: number | null, message: string, code: string | null = null) =>
  ({ httpStatus, message, code }) satisfies PaystackRefusal;
const PERMANENT = { permanent: true, notFound: false };
const NOT_FOUND = { permanent: true, notFound: true };
const TRANSIENT = { permanent: false, notFound: false };

describe("Paystack's refusals in our words", () => {
  it('names an account the bank does not hold, with the bank', () => {
    const said = refused(422, 'Could not resolve account name. Check parameters or try again.');
    expect(translateRefusal('resolve', said, PERMANENT, { bankName: 'Zenith Bank' })).toEqual({
      message:
        'Paystack could not find that account at Zenith Bank. Check the number and the bank.',
      permanent: true,
      notFound: true,
    });
  });

  it('says the bank could not be reached, as worth another try, when Paystack says so', () => {
    const said = refused(400, 'Unable to reach the bank at the moment');
    expect(translateRefusal('resolve', said, PERMANENT)).toEqual({
      message: PAYMENTS_MESSAGES.bankUnreachable,
      permanent: false,
      notFound: false,
    });
  });

  it('says the provider is not answering for an outage, a timeout or an unknown key', () => {
    for (const [status, message] of [
      [null, 'no answer within 15000 ms'],
      [502, 'Bad gateway'],
      [401, 'Invalid key'],
    ] as const)
      expect(translateRefusal('transfer', refused(status, message), TRANSIENT).message).toBe(
        PAYMENTS_MESSAGES.providerUnavailable,
      );
  });

  it('says why a payout was not sent, without Paystack’s own text', () => {
    const balance = translateRefusal(
      'transfer',
      refused(400, 'Your balance is not enough to fulfil this request'),
      PERMANENT,
    );
    expect(balance.message).toBe(
      'Your payout could not be sent: the payments account cannot cover it right now; try again later',
    );
    const recipient = translateRefusal('transfer', refused(400, 'Invalid recipient'), PERMANENT);
    expect(recipient.message).toBe(
      'Your payout could not be sent: Paystack did not accept the bank account',
    );
    const other = translateRefusal(
      'transfer',
      refused(400, 'Third party payouts disabled'),
      PERMANENT,
    );
    expect(other).toMatchObject({
      message: 'Your payout could not be sent: Paystack refused the transfer',
      permanent: true,
    });
  });

  it('turns a refused OTP, a refused checkout and a refused recipient into our sentences', () => {
    expect(translateRefusal('finalize', refused(400, 'Invalid OTP'), PERMANENT).message).toBe(
      PAYMENTS_MESSAGES.otpRefused,
    );
    expect(
      translateRefusal('initialize', refused(400, 'Invalid Email Address'), PERMANENT),
    ).toEqual({
      message: PAYMENTS_MESSAGES.checkoutRefused,
      permanent: true,
      notFound: false,
    });
    expect(
      translateRefusal('recipient', refused(400, 'Account number is invalid'), PERMANENT).message,
    ).toBe(PAYMENTS_MESSAGES.recipientRefused);
  });

  it('keeps "never made" for a verify of an unknown reference', () => {
    expect(
      translateRefusal('verifyTransfer', refused(404, 'Transfer not found'), NOT_FOUND),
    ).toMatchObject({ permanent: true, notFound: true });
  });

  it('recognises a reference Paystack already holds, by code or by words', () => {
    const byCode = new PaystackCallError(
      'x',
      refused(400, 'Oops', 'duplicate_reference'),
      PERMANENT,
    );
    const byWords = new PaystackCallError(
      'x',
      refused(400, 'Duplicate Transaction Reference'),
      PERMANENT,
    );
    const other = new PaystackCallError('x', refused(400, 'Invalid amount'), PERMANENT);
    expect([byCode, byWords, other].map(isDuplicateReference)).toEqual([true, true, false]);
  });

  it('never lets anything but our words through', () => {
    const bug = inOurWords(
      'transfer',
      new TypeError("Cannot read properties of undefined (reading 'status')"),
    );
    expect(bug).toBeInstanceOf(PaymentsProviderError);
    expect(bug).toMatchObject({ message: PAYMENTS_MESSAGES.providerUnavailable, permanent: false });
    const refusal = inOurWords(
      'resolve',
      new PaystackCallError('x', refused(422, 'Could not resolve account name'), PERMANENT),
      { bankName: 'Kuda Bank' },
    );
    expect(refusal.message).not.toContain('resolve');
    expect(refusal).toMatchObject({ notFound: true, permanent: true });
  });
});
