import { Writable } from 'node:stream';
import { NIGERIAN_BANKS, PAYMENTS_MESSAGES } from '@titletrust/shared';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_PAYSTACK_ACCOUNTS,
  FAKE_PAYSTACK_SECRET,
  startFakePaystack,
  type FakePaystack,
} from '../../../../../test/support/fake-paystack';
import { PaymentsProviderError, type PaymentsProvider } from '../payments-provider';
import { cachedBankList } from './paystack-banks';
import { createPaystackClient } from './paystack-client';
import { createPaystackPayments } from './paystack-payments';

let fake: FakePaystack;
const logLines: string[] = [];
/** A real pino logger, so the test reads exactly what production would write. */
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);
const LIVE_KEY = 'sk_live_thiskeymustnevershowanywhere0000';

const paystack = (secretKey = FAKE_PAYSTACK_SECRET): PaymentsProvider =>
  createPaystackPayments({ secretKey, baseUrl: fake.url, timeoutMs: 500, logger });

/** The PaymentsProviderError a call throws; fails the test if it resolves or throws anything else. */
async function failureOf(work: Promise<unknown>): Promise<PaymentsProviderError> {
  const error = await work.then(
    () => expect.fail('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentsProviderError);
  return error as PaymentsProviderError;
}

beforeAll(async () => {
  fake = await startFakePaystack({ balanceKobo: 10_000_000, settleAfterMs: null });
});
afterAll(() => fake.close());
afterEach(() => {
  expect(fake.specViolations).toEqual([]);
  for (const key of [FAKE_PAYSTACK_SECRET, LIVE_KEY]) expect(logLines.join('')).not.toContain(key);
});

describe('the Paystack adapter against the fake Paystack', () => {
  const [success, , otp] = FAKE_PAYSTACK_ACCOUNTS;

  it('names an account, and refuses an unknown one in our words', async () => {
    const provider = paystack();
    expect(await provider.resolveAccount(success!)).toEqual({ accountName: success!.name });
    const unknown = await failureOf(
      provider.resolveAccount({ bankCode: '058', accountNumber: '9999999999' }),
    );
    expect(unknown).toMatchObject({
      message: PAYMENTS_MESSAGES.accountNotFound('Guaranty Trust Bank'),
      notFound: true,
      permanent: true,
    });
  });

  it('refuses a wrong key as an outage, logging what to fix and never the key', async () => {
    const failure = await failureOf(paystack(LIVE_KEY).balance());
    expect(failure).toMatchObject({
      message: PAYMENTS_MESSAGES.providerUnavailable,
      permanent: false,
    });
    expect(JSON.stringify(failure)).not.toContain(LIVE_KEY);
    expect(logLines.join('')).toContain('check PAYSTACK_SECRET_KEY');
  });

  it('gives up on a silent Paystack after the timeout, and reads a 503 as an outage', async () => {
    const provider = paystack();
    fake.hangNext(1, '/balance');
    const started = Date.now();
    expect(await failureOf(provider.balance())).toMatchObject({ permanent: false });
    expect(Date.now() - started).toBeLessThan(3_000);
    fake.failNext(1, '/balance');
    expect(await failureOf(provider.balance())).toMatchObject({ permanent: false });
    expect(await provider.balance()).toBe(BigInt(fake.balanceKobo()));
  });

  it('opens a checkout, and the next reference when Paystack already holds the first', async () => {
    const provider = paystack();
    const input = {
      reference: 'tt-0123456789abcdef01234567',
      amountMinor: 100_000n,
      currency: 'NGN' as const,
      email: 'ada@example.com',
      callbackUrl: 'http://localhost:3000/wallet/funding/return',
      metadata: { userId: 'u1', purpose: 'top_up' },
    };
    const first = await provider.initializeCheckout(input);
    expect(first).toMatchObject({ reference: input.reference, feeMinor: 1_523n });
    const second = await provider.initializeCheckout(input);
    expect(second.reference).toBe(`${input.reference}-2`);
    expect(second.checkoutUrl).not.toBe(first.checkoutUrl);
    expect(await provider.verifyCheckout(first.reference)).toMatchObject({
      reference: first.reference,
      status: 'abandoned',
      chargedMinor: 101_523n,
      currency: 'NGN',
      paidAt: null,
    });
    await fake.decideCheckout(first.reference, 'success');
    const paid = await provider.verifyCheckout(first.reference);
    expect(paid).toMatchObject({ status: 'success', message: 'Approved' });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await failureOf(provider.verifyCheckout('tt-nothing'))).toMatchObject({
      notFound: true,
    });
  });

  it('sends a transfer once: a second send of the reference answers the first transfer', async () => {
    const provider = paystack();
    const { recipientCode } = await provider.createRecipient(success!);
    expect(recipientCode).toMatch(/^RCP_/);
    const reference = '6f1c2a8e-0000-4000-8000-000000000001';
    const transfer = { reference, amountMinor: 150_000n, currency: 'NGN' as const };
    const sent = await provider.sendTransfer({
      ...transfer,
      recipient: recipientCode,
      reason: 'x',
    });
    expect(sent).toMatchObject({ reference, status: 'success', amountMinor: 150_000n });
    const again = await provider.sendTransfer({
      ...transfer,
      recipient: recipientCode,
      reason: 'x',
    });
    expect(again).toMatchObject({ transferCode: sent.transferCode, status: 'success' });
    expect(await provider.verifyTransfer(reference)).toMatchObject({ status: 'success' });
    expect(
      await failureOf(provider.verifyTransfer('6f1c2a8e-0000-4000-8000-00000000ffff')),
    ).toMatchObject({ notFound: true });
  });

  it('finalizes a transfer that waits for an OTP, refusing a wrong one in our words', async () => {
    const provider = paystack();
    const { recipientCode } = await provider.createRecipient(otp!);
    const reference = '6f1c2a8e-0000-4000-8000-000000000002';
    const sent = await provider.sendTransfer({
      reference,
      amountMinor: 100_000n,
      currency: 'NGN',
      recipient: recipientCode,
      reason: 'x',
    });
    expect(sent.status).toBe('otp');
    const wrong = await failureOf(
      provider.finalizeTransfer({ transferCode: sent.transferCode, otp: '000000' }),
    );
    expect(wrong).toMatchObject({ message: PAYMENTS_MESSAGES.otpRefused, permanent: true });
    expect(
      await provider.finalizeTransfer({ transferCode: sent.transferCode, otp: '123456' }),
    ).toMatchObject({ status: 'success', transferCode: sent.transferCode });
  });

  it('lists every bank once a day, and falls back to the built-in list while Paystack is down', async () => {
    let now = 0;
    const client = createPaystackClient({
      secretKey: FAKE_PAYSTACK_SECRET,
      baseUrl: fake.url,
      timeoutMs: 500,
      logger,
    });
    const listBanks = cachedBankList(client, { logger, now: () => now });
    const asked = () => fake.requests.filter((request) => request.path.startsWith('/bank?')).length;
    const before = asked();
    fake.failNext(1, '/bank');
    expect(await listBanks()).toBe(NIGERIAN_BANKS);
    expect(await listBanks()).toBe(NIGERIAN_BANKS);
    expect(asked()).toBe(before + 1);
    now += 5 * 60_000;
    const listed = await listBanks();
    expect(listed).toEqual(NIGERIAN_BANKS.map(({ code, name }) => ({ code, name })));
    await listBanks();
    expect(asked()).toBe(before + 2);
    now += 24 * 3600_000;
    await listBanks();
    expect(asked()).toBe(before + 3);
  });
});
